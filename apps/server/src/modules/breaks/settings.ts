import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

/** The reality check's operator rules: the interval a player starts with, and whether "off" is offered. */
export const realityCheckSetting = defineSetting({
  key: 'realityCheck',
  schema: z.object({
    defaultMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
    allowOff: z.boolean(),
  }),
  defaults: () => ({ defaultMinutes: 60 as const, allowOff: false }),
});
