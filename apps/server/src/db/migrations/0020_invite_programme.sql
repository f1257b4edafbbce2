CREATE TABLE "invite_caps" (
	"inviter_id" bigint NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "invite_caps_inviter_id_dimension_value_pk" PRIMARY KEY("inviter_id","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "invite_holds" (
	"inviter_id" bigint PRIMARY KEY NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "pair_no" integer;