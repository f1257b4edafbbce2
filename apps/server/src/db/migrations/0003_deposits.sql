CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"utr" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"matched_order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"deposit_type" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"utr" text,
	"gateway" text,
	"gateway_order_no" text,
	"pay_url" text DEFAULT '' NOT NULL,
	"external_ref" text,
	"bank_name" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrived_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"gateway_order_no" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"raw_body" text NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway_order_no" text NOT NULL,
	"event_id" text NOT NULL,
	"notify_url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"gateway_order_no" text PRIMARY KEY NOT NULL,
	"merchant_order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_utr_key" ON "bank_statement_lines" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("kind","address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_user_key" ON "deposit_addresses" USING btree ("user_id","kind","network");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no_key" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_utr_key" ON "deposit_orders" USING btree ("utr") WHERE "deposit_orders"."utr" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_gateway_order_key" ON "deposit_orders" USING btree ("gateway","gateway_order_no") WHERE "deposit_orders"."gateway_order_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_external_ref_key" ON "deposit_orders" USING btree ("deposit_type","external_ref") WHERE "deposit_orders"."external_ref" is not null;--> statement-breakpoint
CREATE INDEX "deposit_orders_user_idx" ON "deposit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","deposit_type");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_callbacks_event_key" ON "gateway_callbacks" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_callbacks_due_idx" ON "sandbox_gateway_callbacks" USING btree ("next_attempt_at") WHERE "sandbox_gateway_callbacks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_callbacks_order_idx" ON "sandbox_gateway_callbacks" USING btree ("gateway_order_no","id");