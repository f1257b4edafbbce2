CREATE TABLE "request_keys" (
	"user_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"committed" boolean DEFAULT false NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_keys_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
CREATE INDEX "request_keys_created_at_idx" ON "request_keys" USING btree ("created_at");