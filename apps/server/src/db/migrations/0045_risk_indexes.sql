CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_number","created_at");--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_bonus_idx" ON "ledger_transactions" USING btree ("user_id") WHERE "ledger_transactions"."type" in ('deposit_bonus', 'gift', 'vip_bonus', 'daily_rebate', 'daily_bonus');--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';--> statement-breakpoint
CREATE INDEX "bank_cards_account_idx" ON "bank_cards" USING btree ("account_number") WHERE "bank_cards"."deleted_at" is null;