CREATE INDEX "deposit_orders_created_idx" ON "deposit_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_amount_idx" ON "deposit_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_flagged_idx" ON "deposit_orders" USING btree ("created_at","id") WHERE "deposit_orders"."flagged";--> statement-breakpoint
CREATE INDEX "withdraw_orders_amount_idx" ON "withdraw_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdraw_orders_payout_no_idx" ON "withdraw_orders" USING btree ("gateway_payout_no") WHERE "withdraw_orders"."gateway_payout_no" is not null;--> statement-breakpoint
CREATE INDEX "withdraw_orders_order_no_prefix_idx" ON "withdraw_orders" USING btree (lower("order_no") text_pattern_ops);