CREATE TABLE "faq_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic_id" bigint NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_broadcast_states" (
	"broadcast_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_broadcast_states_user_id_broadcast_id_pk" PRIMARY KEY("user_id","broadcast_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"vip_min" integer,
	"vip_max" integer,
	"signed_up_from" timestamp with time zone,
	"signed_up_to" timestamp with time zone,
	"send_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"event_key" text,
	"msg_key" text,
	"params" jsonb,
	"title" jsonb,
	"body" jsonb,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_kind" CHECK ("inbox_messages"."kind" in ('system', 'operator')),
	CONSTRAINT "inbox_messages_has_text" CHECK (("inbox_messages"."msg_key" is not null) or ("inbox_messages"."title" is not null and "inbox_messages"."body" is not null))
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_topic_id_faq_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_topic_idx" ON "faq_entries" USING btree ("topic_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_topics_market_slug" ON "faq_topics" USING btree ("market","slug");--> statement-breakpoint
CREATE INDEX "inbox_broadcast_states_broadcast_idx" ON "inbox_broadcast_states" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "inbox_broadcasts_market_send_idx" ON "inbox_broadcasts" USING btree ("market","send_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_user_idx" ON "inbox_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_event_key" ON "inbox_messages" USING btree ("user_id","event_key");