CREATE TABLE "break_holds" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_id" bigint NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "break_holds_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "break_holds" ADD CONSTRAINT "break_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;