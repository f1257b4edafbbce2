import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

const consoleSessionSchema = z.object({
  /** A console session without a request for this long ends (the operator signs in again). */
  idleMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** However active, a session ends this long after sign-in. */
  absoluteHours: z
    .number()
    .int()
    .min(1)
    .max(7 * 24),
});
export type ConsoleSessionRules = z.infer<typeof consoleSessionSchema>;

export const consoleSessionSetting = defineSetting({
  key: 'consoleSession',
  schema: consoleSessionSchema,
  defaults: () => ({ idleMinutes: 30, absoluteHours: 12 }),
});
