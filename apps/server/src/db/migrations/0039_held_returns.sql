ALTER TABLE "money_requests" DROP CONSTRAINT "money_requests_kind";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "held_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "held_returned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_kind" CHECK ("money_requests"."kind" in ('adjustment', 'deposit_credit_agency', 'deposit_credit_unmatched', 'gift_code_batch', 'held_return', 'promotion', 'withdrawal'));