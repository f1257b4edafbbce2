CREATE TABLE "invitations" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deposit_total" bigint DEFAULT 0 NOT NULL,
	"valid_at" timestamp with time zone,
	"status" text DEFAULT 'under_review' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invitations_inviter_created_idx" ON "invitations" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_valid_idx" ON "invitations" USING btree ("valid_at","inviter_id") WHERE "invitations"."valid_at" is not null;