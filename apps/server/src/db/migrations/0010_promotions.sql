CREATE TABLE "gift_code_redemptions" (
	"code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"grant_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_code_redemptions_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_codes_used_within_max" CHECK ("gift_codes"."used" <= "gift_codes"."max_uses"),
	CONSTRAINT "gift_codes_amount_positive" CHECK ("gift_codes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_caps" (
	"promotion_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_caps_promotion_id_user_id_period_pk" PRIMARY KEY("promotion_id","user_id","period")
);
--> statement-breakpoint
CREATE TABLE "promo_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"claimable_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "promo_grants_amount_positive" CHECK ("promo_grants"."amount" > 0),
	CONSTRAINT "promo_grants_state" CHECK ("promo_grants"."state" in ('offered', 'claimable', 'credited', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules_text" jsonb NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"rules" jsonb NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_spent_within_budget" CHECK ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget"),
	CONSTRAINT "promotions_status" CHECK ("promotions"."status" in ('draft', 'live', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "schedule_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_market_code_key" ON "gift_codes" USING btree ("market","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_grants_once_key" ON "promo_grants" USING btree ("promotion_id","user_id","period");--> statement-breakpoint
CREATE INDEX "promo_grants_user_idx" ON "promo_grants" USING btree ("user_id","promotion_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_grants_expiry_idx" ON "promo_grants" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "promotions_market_status_idx" ON "promotions" USING btree ("market","status","sort");