CREATE TABLE "deposit_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "held_left" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "return_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposit_releases_user_idx" ON "deposit_releases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_held_idx" ON "deposit_orders" USING btree ("user_id") WHERE "deposit_orders"."held_left" > 0;