CREATE TABLE "report_cohort_days" (
	"day" date PRIMARY KEY NOT NULL,
	"players" integer NOT NULL,
	"d1" integer NOT NULL,
	"d7" integer NOT NULL,
	"d30" integer NOT NULL,
	"depositors" integer NOT NULL
);
