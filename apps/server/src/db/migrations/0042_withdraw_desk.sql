ALTER TABLE "withdraw_orders" ADD COLUMN "payout_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payout_callbacks_payout_idx" ON "payout_callbacks" USING btree ("gateway_payout_no");--> statement-breakpoint
CREATE INDEX "withdraw_orders_created_idx" ON "withdraw_orders" USING btree ("created_at","id");