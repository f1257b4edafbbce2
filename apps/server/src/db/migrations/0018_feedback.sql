CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "feedback_state_check" CHECK ("feedback"."state" in ('open', 'replied', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback_screenshots" (
	"feedback_id" bigint PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "feedback_screenshots_size_check" CHECK ("feedback_screenshots"."size" = octet_length("feedback_screenshots"."bytes"))
);
--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedback_state_idx" ON "feedback" USING btree ("state","id");