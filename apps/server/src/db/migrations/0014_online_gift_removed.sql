-- The online-deposit gift (depositRules onlineGiftBps + onlineGiftSwitch) is gone: the deposit
-- bonus is the first-deposit promotion of modules/promo now, and keeping both would pay an
-- online deposit twice. The settings schema refuses the old keys (naming where the bonus
-- went), so they are dropped from the stored rows here. An operator who had the switch on
-- creates a first_deposit promotion instead (docs/OPERATIONS.md). Safe to run again.
UPDATE "settings"
   SET "value" = "value" - 'onlineGiftBps' - 'onlineGiftSwitch' - 'onlineGift',
       "updated_at" = now()
 WHERE "key" = 'depositRules'
   AND ("value" ? 'onlineGiftBps' OR "value" ? 'onlineGiftSwitch' OR "value" ? 'onlineGift');
