import { BPS_WHOLE, MAX_MINOR } from '@cardroom/contract';
import { z } from 'zod';

/**
 * An amount in integer minor units (paise, sen), zero or more. `x-money` marks it in the
 * JSON Schema the console's forms read, so they show the formatted amount beside the field.
 */
export const minorUnits = z
  .number()
  .int()
  .min(0)
  .max(MAX_MINOR - 1)
  .meta({ 'x-money': true });

/**
 * A rate in integer basis points (100 = 1%, 10 000 = 100%): the one unit of every stored
 * rate (docs/OPERATIONS.md). `max` defaults to 100%.
 */
export const basisPoints = (max = BPS_WHOLE) => z.number().int().min(0).max(max);

/**
 * A field renamed when rates became basis points: refused with the new name, so an operator
 * (or an old script) writing the old fraction or percent is told instead of being ignored.
 */
export const renamedTo = (name: string) =>
  z.never({ error: `renamed to ${name} (basis points, 100 = 1%)` }).optional();

/**
 * A field that no longer exists because what it did moved elsewhere: refused with where it
 * went, so a stored document or a script still carrying it fails loudly instead of being
 * ignored (unknown keys are otherwise dropped).
 */
export const removedField = (why: string) => z.never({ error: `removed: ${why}` }).optional();
