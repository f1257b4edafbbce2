CREATE TABLE "promo_task_ticks" (
	"promotion_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"task" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_task_ticks_promotion_id_user_id_task_pk" PRIMARY KEY("promotion_id","user_id","task")
);
