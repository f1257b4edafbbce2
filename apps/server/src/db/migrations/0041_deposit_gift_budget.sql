CREATE TABLE "deposit_gift_budget_days" (
	"market" text NOT NULL,
	"day" text NOT NULL,
	"paid" bigint NOT NULL,
	CONSTRAINT "deposit_gift_budget_days_market_day_pk" PRIMARY KEY("market","day")
);
