CREATE TABLE "cooldowns" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "cooldowns_bucket_key_pk" PRIMARY KEY("bucket","key")
);
