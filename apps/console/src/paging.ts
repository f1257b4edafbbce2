/**
 * How a long console list is read page after page: which page comes first, which one follows
 * the last read (undefined at the end), and under which payload field it is asked. Pure, so
 * the rules are unit tested; `useConsolePages` (data.ts) runs them with TanStack Query.
 */
/** A page: a cursor or a number; undefined where there is none. */
export type PageParam = string | number | undefined;

export interface Paging<R, P extends string | number = string | number> {
  /** The payload field the page goes in. */
  field: 'cursor' | 'page';
  /** The first page's value (undefined: the field is left out of the first request). */
  first: P | undefined;
  /** The page after `last`, `read` pages having been read; undefined when none follows. */
  next: (last: R, read: number) => P | undefined;
}

/**
 * Paged by a server cursor (`cursor` in, `nextCursor` out): each page is asked with the last
 * one's cursor, so rows arriving meanwhile never shift what is already on screen.
 */
export const byCursor: Paging<{ nextCursor: string | null }, string> = {
  field: 'cursor',
  first: undefined,
  next: (last) => last.nextCursor ?? undefined,
};

/** Paged by a server cursor answered as `next` (the player list's keyset pages), as `byCursor`. */
export const byNext: Paging<{ next: string | null }, string> = {
  field: 'cursor',
  first: undefined,
  next: (last) => last.next ?? undefined,
};

/** The payload of one page: the list's payload plus its page, left out while there is none. */
export function pagePayload<T extends object>(
  payload: T,
  field: Paging<unknown>['field'],
  page: string | number | undefined,
): T & Partial<Record<'cursor' | 'page', string | number>> {
  return page === undefined ? payload : { ...payload, [field]: page };
}
