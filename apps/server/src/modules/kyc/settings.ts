import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

/** The operator's switch `kyc` (docs/OPERATIONS.md): off by default, so nothing changes until on. */
export const kycSettingSchema = z.object({
  /** A withdrawal needs an approved identity check. */
  requiredBeforeWithdrawal: z.boolean(),
});
export type KycSettings = z.infer<typeof kycSettingSchema>;

export const kycSetting = defineSetting({
  key: 'kyc',
  schema: kycSettingSchema,
  defaults: () => ({ requiredBeforeWithdrawal: false }),
});
