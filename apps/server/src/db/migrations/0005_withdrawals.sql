CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"account_type" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"gateway_payout_no" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"raw_body" text NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payouts" (
	"payout_no" text PRIMARY KEY NOT NULL,
	"merchant_payout_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"notify_url" text NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"arrival_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"gateway" text,
	"gateway_payout_no" text,
	"dispatched_at" timestamp with time zone,
	"last_error" text,
	"remark" text DEFAULT '' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_user_number_key" ON "bank_cards" USING btree ("user_id","account_number","bank_code","ifsc") WHERE "bank_cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_callbacks_event_key" ON "payout_callbacks" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payouts_merchant_key" ON "sandbox_gateway_payouts" USING btree ("merchant_payout_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_order_no_key" ON "withdraw_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_payout_key" ON "withdraw_orders" USING btree ("gateway","gateway_payout_no") WHERE "withdraw_orders"."gateway_payout_no" is not null;--> statement-breakpoint
CREATE INDEX "withdraw_orders_user_idx" ON "withdraw_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_idx" ON "withdraw_orders" USING btree ("status");