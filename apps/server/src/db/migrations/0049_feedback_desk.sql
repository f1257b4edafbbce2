ALTER TABLE "feedback" DROP CONSTRAINT "feedback_state_check";--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "owner_id" bigint;--> statement-breakpoint
CREATE INDEX "feedback_owner_idx" ON "feedback" USING btree ("owner_id","id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_state_check" CHECK ("feedback"."state" in ('open', 'in_progress', 'replied', 'closed'));