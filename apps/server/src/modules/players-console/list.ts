import {
  type CrmPlayerRow,
  KYC_FILTERS,
  type PlayerFilters,
  type PlayerSort,
  passesRiskFilter,
  type RiskFlag,
} from '@cardroom/contract/console';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { playerBreaks } from '../breaks/index.js';
import { users } from '../users/index.js';
import { vipProgress } from '../vip/index.js';
import {
  allOf,
  depositsOf,
  filterConditions,
  kycOf,
  listFrom,
  seenKey,
  withdrawalsOf,
} from './filters.js';
import { playerTags } from './schema.js';

/**
 * The console's player list: keyset pages (never OFFSET), each sort walking an index from the
 * top: sign-up by users_created_idx (created_at, id), last seen by users_seen_idx
 * (coalesce(last_online_at, -infinity), id), deposits by vip_progress_deposit_idx
 * (deposit_total, user_id) for the players who deposited, then the rest by the users primary
 * key. A page reads its rows plus one indexed lookup per filter and row, so its cost follows
 * the page size and how many players a filter skips, not the table's size.
 */

/** Where the page after this one starts: the sort's key and the id of the last row. */
interface Cursor {
  s: PlayerSort;
  /** created_at or last seen as PostgreSQL text, or the deposits total. */
  k: string | number;
  i: number;
}

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decode(text: string | undefined, sort: PlayerSort): Cursor | null {
  if (text === undefined) return null;
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Partial<Cursor>;
    const keyOk = sort === 'deposits' ? Number.isSafeInteger(c.k) : typeof c.k === 'string';
    if (c.s === sort && keyOk && Number.isSafeInteger(c.i)) return c as Cursor;
  } catch {
    // Not base64 JSON: refused below like any other bad cursor.
  }
  throw badRequest('consolePlayerCursorInvalid');
}

interface KeyRow {
  id: string | number;
  k: string | number;
}

/** One stretch of the sort's order after `after`, at most `limit` ids with their keys. */
async function stretch(
  deps: Deps,
  where: SQL,
  sort: PlayerSort,
  after: Cursor | null,
  limit: number,
): Promise<Cursor[]> {
  let key: SQL;
  let extra: SQL;
  let order: SQL;
  if (sort === 'signup') {
    key = sql`${users.createdAt}::text`;
    extra = after
      ? sql`(${users.createdAt}, ${users.id}) < (${after.k}::timestamptz, ${after.i})`
      : sql`true`;
    order = sql`${users.createdAt} desc, ${users.id} desc`;
  } else if (sort === 'seen') {
    key = sql`${seenKey}::text`;
    extra = after
      ? sql`(${seenKey}, ${users.id}) < (${after.k}::timestamptz, ${after.i})`
      : sql`true`;
    order = sql`${seenKey} desc, ${users.id} desc`;
  } else if (after === null || Number(after.k) > 0) {
    // Players who deposited, largest total first (the index on vip_progress).
    key = sql`${vipProgress.depositTotal}`;
    extra = after
      ? sql`${vipProgress.depositTotal} > 0 and (${vipProgress.depositTotal}, ${vipProgress.userId}) < (${after.k}, ${after.i})`
      : sql`${vipProgress.depositTotal} > 0`;
    order = sql`${vipProgress.depositTotal} desc, ${vipProgress.userId} desc`;
  } else {
    // Then those who never deposited, newest account first.
    key = sql`0`;
    extra = sql`${depositsOf} = 0 and ${users.id} < ${after.i}`;
    order = sql`${users.id} desc`;
  }
  const rows = await rawRows<KeyRow>(
    deps.db,
    sql`select ${users.id} as id, ${key} as k from ${listFrom}
         where ${where} and ${extra} order by ${order} limit ${limit}`,
  );
  const found = rows.map((r) => ({
    s: sort,
    k: sort === 'deposits' ? Number(r.k) : String(r.k),
    i: Number(r.id),
  }));
  // The deposits order goes on from the depositors to the rest in the same page.
  if (sort === 'deposits' && found.length < limit && (after === null || Number(after.k) > 0)) {
    const rest = await stretch(
      deps,
      where,
      sort,
      { s: sort, k: 0, i: Number.MAX_SAFE_INTEGER },
      limit - found.length,
    );
    found.push(...rest);
  }
  return found;
}

/** How many players the risk filter may look at in one request (flags are computed on read). */
export const RISK_SCAN_BUDGET = 1_000;

interface Page {
  ids: Cursor[];
  next: Cursor | null;
  scanned: number;
  flags: Map<number, RiskFlag[]>;
}

async function pageOf(
  deps: Deps,
  f: PlayerFilters,
  cursor: Cursor | null,
  pageSize: number,
): Promise<Page> {
  const where = allOf(filterConditions(deps, f));
  const risk = f.risk;
  if (!risk) {
    // One row more than the page says whether there is a page after it.
    const ids = await stretch(deps, where, f.sort, cursor, pageSize + 1);
    const page = ids.slice(0, pageSize);
    const next = ids.length > pageSize ? (page.at(-1) ?? null) : null;
    return { ids: page, next, scanned: page.length, flags: new Map() };
  }
  // Risk: walk the filtered order in chunks, keep the flagged, stop at a full page or the budget.
  const kept: Cursor[] = [];
  const flags = new Map<number, RiskFlag[]>();
  let after = cursor;
  let scanned = 0;
  const chunk = Math.max(pageSize * 2, 100);
  while (kept.length < pageSize && scanned < RISK_SCAN_BUDGET) {
    const ids = await stretch(deps, where, f.sort, after, chunk);
    if (ids.length === 0) return { ids: kept, next: null, scanned, flags };
    const summaries = await deps.flows.riskOf(
      deps,
      ids.map((c) => c.i),
    );
    for (const c of ids) {
      scanned += 1;
      after = c;
      const s = summaries.get(c.i);
      if (s && passesRiskFilter(s, risk)) {
        kept.push(c);
        flags.set(c.i, s.flags);
        if (kept.length === pageSize) break;
      }
    }
    if (ids.length < chunk && kept.length < pageSize)
      return { ids: kept, next: null, scanned, flags };
  }
  return { ids: kept, next: after, scanned, flags };
}

interface DetailRow {
  id: string | number;
  uid: string;
  nickname: string;
  mobile: string | null;
  vip_level: number;
  disabled: boolean;
  created_at: string | Date;
  last_online_at: string | Date | null;
  deposits: string | number;
  withdrawals: string | number;
  kyc: string;
  on_break: string | null;
  tags: string[] | null;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** The page's rows with their totals, KYC state, break and tags: one query for the page. */
async function rowsOf(deps: Deps, ids: readonly number[]): Promise<Map<number, DetailRow>> {
  if (ids.length === 0) return new Map();
  const now = deps.now().toISOString();
  const rows = await rawRows<DetailRow>(
    deps.db,
    sql`select ${users.id} as id, ${users.uid} as uid, ${users.nickname} as nickname,
          ${users.mobile} as mobile, ${users.vipLevel} as vip_level, ${users.disabled} as disabled,
          ${users.createdAt} as created_at, ${users.lastOnlineAt} as last_online_at,
          ${depositsOf} as deposits, ${withdrawalsOf} as withdrawals, ${kycOf} as kyc,
          (select b.kind from ${playerBreaks} b where b.user_id = ${users.id}
             and b.kind is not null and b.ends_at > ${now}::timestamptz) as on_break,
          (select array_agg(t.tag order by t.tag) from ${playerTags} t
             where t.user_id = ${users.id}) as tags
        from ${listFrom} where ${users.id} in (${idList(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

const iso = (t: string | Date) => new Date(t).toISOString();
const kycState = (s: string) =>
  (KYC_FILTERS as readonly string[]).includes(s) ? (s as CrmPlayerRow['kyc']) : 'none';

export async function listPlayers(
  deps: Deps,
  input: PlayerFilters & { cursor?: string | undefined; pageSize: number },
) {
  const page = await pageOf(deps, input, decode(input.cursor, input.sort), input.pageSize);
  const details = await rowsOf(
    deps,
    page.ids.map((c) => c.i),
  );
  const rows: CrmPlayerRow[] = [];
  for (const c of page.ids) {
    const r = details.get(c.i);
    if (!r) continue;
    rows.push({
      uid: r.uid,
      nickname: r.nickname,
      mobile: r.mobile,
      vipLevel: Number(r.vip_level),
      disabled: r.disabled,
      createdAt: iso(r.created_at),
      lastOnlineAt: r.last_online_at === null ? null : iso(r.last_online_at),
      depositsTotal: Number(r.deposits),
      withdrawalsTotal: Number(r.withdrawals),
      kyc: kycState(r.kyc),
      onBreak: r.on_break === 'timeout' || r.on_break === 'exclusion' ? r.on_break : null,
      tags: r.tags ?? [],
      flags: page.flags.get(c.i) ?? [],
    });
  }
  return {
    rows,
    next: page.next ? encode(page.next) : null,
    scanned: page.scanned,
    currencySign: deps.market.currencySign,
  };
}

/** Every player the filters match, ids only (a broadcast's recipients); risk applied in chunks. */
export async function matchingIds(deps: Deps, f: PlayerFilters): Promise<number[]> {
  const out: number[] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await pageOf(deps, { ...f, risk: undefined }, cursor, 1_000);
    let ids = page.ids.map((c) => c.i);
    if (f.risk && ids.length > 0) {
      const risk = f.risk;
      const summaries = await deps.flows.riskOf(deps, ids);
      ids = ids.filter((id) => {
        const s = summaries.get(id);
        return s !== undefined && passesRiskFilter(s, risk);
      });
    }
    out.push(...ids);
    if (!page.next) return out;
    cursor = page.next;
  }
}
