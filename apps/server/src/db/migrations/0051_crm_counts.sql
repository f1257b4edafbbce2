CREATE TABLE "invite_inviter_totals" (
	"inviter_id" bigint PRIMARY KEY NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_broadcasts" ADD COLUMN "saved_segment_id" bigint;--> statement-breakpoint
CREATE INDEX "invite_inviter_totals_invited_idx" ON "invite_inviter_totals" USING btree ("invited" DESC NULLS LAST,"inviter_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_broadcasts_saved_segment_idx" ON "inbox_broadcasts" USING btree ("saved_segment_id") WHERE "inbox_broadcasts"."saved_segment_id" is not null;--> statement-breakpoint
-- Broadcasts sent before saved_segment_id kept only the segment's name: link those whose segment still has it.
UPDATE "inbox_broadcasts" b SET "saved_segment_id" = s."id" FROM "player_segments" s WHERE b."saved_segment" IS NOT NULL AND lower(s."name") = lower(b."saved_segment");--> statement-breakpoint
-- The inviters' totals of the invitations made so far.
INSERT INTO "invite_inviter_totals" ("inviter_id", "invited", "valid") SELECT "inviter_id", count(*)::int, count("valid_at")::int FROM "invitations" GROUP BY "inviter_id";
