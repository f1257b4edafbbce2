/** How many numbers an insert draws before it gives up; a clash is one in a million per second. */
export const NUMBER_DRAWS = 5;

/**
 * Inserts a row under a freshly drawn public number (an order number), drawing again while the
 * number is taken. Order numbers are a second's timestamp and six random digits, so two orders in
 * the same second clash one time in a million, and more often under a test's frozen clock. The
 * insert must use `ON CONFLICT DO NOTHING` and answer `undefined` on a clash: a failed INSERT
 * would abort the whole transaction on PostgreSQL, with the money posting in it.
 */
export async function insertNumbered<T>(
  draw: () => string,
  insert: (number: string) => Promise<T | undefined>,
  what: string,
): Promise<T> {
  for (let i = 0; i < NUMBER_DRAWS; i++) {
    const row = await insert(draw());
    if (row !== undefined) return row;
  }
  throw new Error(`${what}: no free number after ${NUMBER_DRAWS} draws`);
}
