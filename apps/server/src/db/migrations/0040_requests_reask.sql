DROP INDEX "money_requests_dedupe";--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_dedupe" ON "money_requests" USING btree ("dedupe_key") WHERE "money_requests"."state" <> 'rejected';