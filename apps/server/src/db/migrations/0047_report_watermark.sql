CREATE TABLE "report_recent_movements" (
	"day" date NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_recent_movements_day_transaction_id_pk" PRIMARY KEY("day","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "report_refreshes" ADD COLUMN "settled_before" timestamp with time zone;