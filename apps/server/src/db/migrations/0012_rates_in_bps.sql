-- Every stored rate becomes integer basis points (issue 10; 100 bps = 1%). Fractions
-- (chargeInfo transferGift 0.03, agentRechargeGift, cryptoGift; depositRules onlineGift) are
-- multiplied by 10 000, percents (depositRules selfUtrBonus percentPerPeriod 1, maxPercent 30)
-- by 100, and each is renamed (transferGiftBps, bpsPerPeriod, ...). The rename is what makes
-- this safe to run again: a row already converted has no old key, so nothing matches twice.
-- Only numbers are converted; anything else an operator stored under an old key stays, and the
-- server then refuses the document naming the new key (modules/settings, docs/OPERATIONS.md).
UPDATE "settings"
   SET "value" = ("value" - 'transferGift')
         || jsonb_build_object('transferGiftBps', round(("value"->>'transferGift')::numeric * 10000)::bigint),
       "updated_at" = now()
 WHERE "key" = 'chargeInfo' AND jsonb_typeof("value"->'transferGift') = 'number';
--> statement-breakpoint
UPDATE "settings"
   SET "value" = ("value" - 'agentRechargeGift')
         || jsonb_build_object('agentRechargeGiftBps', round(("value"->>'agentRechargeGift')::numeric * 10000)::bigint),
       "updated_at" = now()
 WHERE "key" = 'chargeInfo' AND jsonb_typeof("value"->'agentRechargeGift') = 'number';
--> statement-breakpoint
UPDATE "settings"
   SET "value" = ("value" - 'cryptoGift')
         || jsonb_build_object('cryptoGiftBps', round(("value"->>'cryptoGift')::numeric * 10000)::bigint),
       "updated_at" = now()
 WHERE "key" = 'chargeInfo' AND jsonb_typeof("value"->'cryptoGift') = 'number';
--> statement-breakpoint
UPDATE "settings"
   SET "value" = ("value" - 'onlineGift')
         || jsonb_build_object('onlineGiftBps', round(("value"->>'onlineGift')::numeric * 10000)::bigint),
       "updated_at" = now()
 WHERE "key" = 'depositRules' AND jsonb_typeof("value"->'onlineGift') = 'number';
--> statement-breakpoint
UPDATE "settings"
   SET "value" = jsonb_set("value", '{selfUtrBonus}',
         (("value"->'selfUtrBonus') - 'percentPerPeriod')
           || jsonb_build_object('bpsPerPeriod',
                round(("value"#>>'{selfUtrBonus,percentPerPeriod}')::numeric * 100)::bigint)),
       "updated_at" = now()
 WHERE "key" = 'depositRules'
   AND jsonb_typeof("value"#>'{selfUtrBonus,percentPerPeriod}') = 'number';
--> statement-breakpoint
UPDATE "settings"
   SET "value" = jsonb_set("value", '{selfUtrBonus}',
         (("value"->'selfUtrBonus') - 'maxPercent')
           || jsonb_build_object('maxBps',
                round(("value"#>>'{selfUtrBonus,maxPercent}')::numeric * 100)::bigint)),
       "updated_at" = now()
 WHERE "key" = 'depositRules'
   AND jsonb_typeof("value"#>'{selfUtrBonus,maxPercent}') = 'number';
