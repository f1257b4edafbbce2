CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"full_name" text NOT NULL,
	"birthday" text NOT NULL,
	"document_type" text NOT NULL,
	"document_cipher" text NOT NULL,
	"document_last4" text NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "kyc_submissions_state_check" CHECK ("kyc_submissions"."state" in ('pending', 'approved', 'rejected', 'review'))
);
--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_state_idx" ON "kyc_submissions" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_live_uniq" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."state" in ('pending', 'review', 'approved');