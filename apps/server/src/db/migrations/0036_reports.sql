CREATE TABLE "report_house_days" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"account" text NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	"movements" integer NOT NULL,
	CONSTRAINT "report_house_days_day_type_account_key_pk" PRIMARY KEY("day","type","account","key")
);
--> statement-breakpoint
CREATE TABLE "report_player_days" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"deposits" bigint NOT NULL,
	"deposit_count" integer NOT NULL,
	"bets" bigint NOT NULL,
	"bet_count" integer NOT NULL,
	"wins" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	CONSTRAINT "report_player_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_refreshes" (
	"day" date PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"final" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_player_days_user_idx" ON "report_player_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_brin" ON "ledger_transactions" USING brin ("created_at");