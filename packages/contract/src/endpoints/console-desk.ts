import { z } from 'zod';

/**
 * What the payments desk's two halves (console-withdrawals-desk.ts, console-deposit-desk.ts)
 * ask and answer alike, written once: the amount and market-day ranges, the search box, the
 * page size, and the player a row belongs to. Each half keeps what is its own: its states and
 * filters and its sort (withdrawals: column and direction; deposits: four named orders). Both
 * page by a cursor: the last row's sort key and id (apps/server/src/db/keyset.ts).
 */

/** A market day, `YYYY-MM-DD` in the market's time zone. */
export const deskDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidField');

/** An amount in minor units, as a query string carries it. */
export const deskMinor = z.coerce.number().int('invalidField').min(0, 'invalidField').max(1e15);

/** The filters both desks take, each optional. */
export const deskRangeFilters = {
  /** Minor units, both ends included. */
  amountMin: deskMinor.optional(),
  amountMax: deskMinor.optional(),
  /** Market days (YYYY-MM-DD, in the market's time zone), both ends included. */
  from: deskDay.optional(),
  to: deskDay.optional(),
  /** The search box (what each desk finds by: its endpoint's summary). */
  q: z.string().trim().max(64, 'invalidField').optional(),
};

/** Rows per page (withdrawals `pageSize`, deposits `limit`). */
export const deskPageSize = z.coerce.number().int().min(1).max(200).default(50);

/** The player a desk row belongs to. */
export const deskPlayer = z.object({
  uid: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
});
