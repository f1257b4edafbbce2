ALTER TABLE "money_requests" DROP CONSTRAINT "money_requests_kind";--> statement-breakpoint
ALTER TABLE "gift_codes" ADD COLUMN "request_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "gift_codes_request_idx" ON "gift_codes" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_kind" CHECK ("money_requests"."kind" in ('adjustment', 'deposit_credit_agency', 'deposit_credit_unmatched', 'gift_code_batch', 'promotion', 'withdrawal'));