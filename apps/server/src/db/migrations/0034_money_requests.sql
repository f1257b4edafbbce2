CREATE TABLE "money_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"target" text NOT NULL,
	"note" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requester_login" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decider_login" text,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "money_requests_kind" CHECK ("money_requests"."kind" in ('adjustment', 'deposit_credit_unmatched', 'gift_code_batch', 'promotion', 'withdrawal')),
	CONSTRAINT "money_requests_state" CHECK ("money_requests"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "money_requests_decided" CHECK (("money_requests"."state" = 'pending') = ("money_requests"."decided_by" is null) and "money_requests"."decided_by" is distinct from "money_requests"."requested_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_dedupe" ON "money_requests" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "money_requests_state" ON "money_requests" USING btree ("state","created_at");