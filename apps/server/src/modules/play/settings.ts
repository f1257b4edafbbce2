import { z } from 'zod';
import { defineSetting, minorUnits } from '../settings/index.js';

/**
 * The play-money edition's free coins (EDITION=play; docs/OPERATIONS.md). Amounts in minor
 * units like every balance: one coin is 100 (docs/ARCHITECTURE.md, "Play-money edition").
 */
export const playTopUpSetting = defineSetting({
  key: 'playTopUp',
  schema: z.object({
    /** Credited once per market day when the player taps "Collect". */
    daily: minorUnits,
    /** Credited when the balance is under `threshold`, at most `lowMaxPerDay` times a day. */
    lowBalance: minorUnits,
    threshold: minorUnits,
    lowMaxPerDay: z.number().int().min(0).max(100),
  }),
  // Sized to a market's stakes: a rupiah table starts at Rp 1.000 (1,000 coins), a rupee one at ₹10.
  defaults: (market) =>
    market === 'IN'
      ? { daily: 100_000, lowBalance: 50_000, threshold: 1_000, lowMaxPerDay: 3 }
      : { daily: 5_000_000, lowBalance: 2_000_000, threshold: 100_000, lowMaxPerDay: 3 },
});
