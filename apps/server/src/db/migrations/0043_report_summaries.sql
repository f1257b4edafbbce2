CREATE TABLE "report_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"depositors" integer NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_first_deposits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_level_days" (
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"deposits" bigint NOT NULL,
	"bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "report_level_days_day_level_pk" PRIMARY KEY("day","level")
);
--> statement-breakpoint
CREATE TABLE "report_player_months" (
	"month" date NOT NULL,
	"user_id" bigint NOT NULL,
	"seen_days" integer NOT NULL,
	"active_days" integer NOT NULL,
	"deposit_days" integer NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "report_player_months_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
CREATE INDEX "report_first_deposits_day_idx" ON "report_first_deposits" USING btree ("day");--> statement-breakpoint
-- The summaries of the days summed before this migration, from their player-day rows (what the
-- job writes for every day summed from now on: modules/reports/rollup-players.ts).
INSERT INTO "report_player_months" ("month", "user_id", "seen_days", "active_days", "deposit_days", "level")
SELECT date_trunc('month', pd."day")::date, pd."user_id",
       bit_or(1 << (extract(day from pd."day")::int - 1)),
       coalesce(bit_or(1 << (extract(day from pd."day")::int - 1)) FILTER (WHERE pd."bets" > 0), 0),
       coalesce(bit_or(1 << (extract(day from pd."day")::int - 1)) FILTER (WHERE pd."deposits" > 0), 0),
       coalesce(max(u."vip_level"), 0)
  FROM "report_player_days" pd LEFT JOIN "users" u ON u."id" = pd."user_id"
 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "report_first_deposits" ("user_id", "day")
SELECT "user_id", min("day") FROM "report_player_days" WHERE "deposits" > 0 GROUP BY 1;
--> statement-breakpoint
INSERT INTO "report_day_counts" ("day", "depositors", "active")
SELECT "day", count(*) FILTER (WHERE "deposits" > 0), count(*) FILTER (WHERE "bets" > 0)
  FROM "report_player_days" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "report_level_days" ("day", "level", "deposits", "bets", "wins", "bonus")
SELECT pd."day", coalesce(u."vip_level", 0), sum(pd."deposits"), sum(pd."bets"), sum(pd."wins"), sum(pd."bonus")
  FROM "report_player_days" pd LEFT JOIN "users" u ON u."id" = pd."user_id"
 GROUP BY 1, 2;
