import { KYC_FILTERS } from '@cardroom/contract/console';
import { desc, eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { sessions } from '../auth/index.js';
import { playerBreaks } from '../breaks/index.js';
import { kycSubmissions } from '../kyc/index.js';
import { playerByUid } from './lookup.js';

/**
 * A player's sign-in history from their sessions (one row per sign-in: time, address, device),
 * the addresses and devices grouped with first and last use, the latest identity check and the
 * last break. All by the player's id (sessions_user_idx, kyc_submissions_user_idx, the break's
 * primary key).
 */

const SHOWN = 50;

interface SeenRow {
  key: string;
  name: string | null;
  first_at: string | Date;
  last_at: string | Date;
  n: string | number;
}

const iso = (t: string | Date) => new Date(t).toISOString();

async function grouped(deps: Deps, userId: number, column: 'ip' | 'device_number') {
  const col = sql.raw(column);
  const name = column === 'device_number' ? sql`max(s.device_name)` : sql`null`;
  const rows = await rawRows<SeenRow>(
    deps.db,
    sql`select s.${col} as key, ${name} as name, min(s.created_at) as first_at,
          max(s.created_at) as last_at, count(*) as n
        from ${sessions} s where s.user_id = ${userId} and s.${col} is not null and s.${col} <> ''
        group by s.${col} order by max(s.created_at) desc limit ${SHOWN}`,
  );
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    firstAt: iso(r.first_at),
    lastAt: iso(r.last_at),
    signIns: Number(r.n),
  }));
}

export async function playerHistory(deps: Deps, uid: string) {
  const user = await playerByUid(deps, uid);
  const now = deps.now();
  const [signIns, addresses, devices, [kyc], [brk]] = await Promise.all([
    deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(SHOWN),
    grouped(deps, user.id, 'ip'),
    grouped(deps, user.id, 'device_number'),
    deps.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, user.id))
      .orderBy(desc(kycSubmissions.id))
      .limit(1),
    deps.db.select().from(playerBreaks).where(eq(playerBreaks.userId, user.id)),
  ]);
  const state = kyc && (KYC_FILTERS as readonly string[]).includes(kyc.state) ? kyc.state : 'none';
  const kind: 'timeout' | 'exclusion' | null =
    brk?.kind === 'timeout' ? 'timeout' : brk?.kind === 'exclusion' ? 'exclusion' : null;
  return {
    signIns: signIns.map((s) => ({
      at: s.createdAt.toISOString(),
      ip: s.ip,
      device: s.deviceNumber,
      deviceName: s.deviceName,
      live: s.revokedAt === null && s.expiresAt > now,
    })),
    addresses,
    devices,
    kyc: {
      state: state as (typeof KYC_FILTERS)[number],
      at: kyc ? (kyc.decidedAt ?? kyc.createdAt).toISOString() : null,
      decidedBy: kyc?.decidedBy ?? '',
      reason: kyc?.reason ?? '',
    },
    lastBreak:
      brk && kind
        ? {
            kind,
            period: brk.period ?? '',
            startedAt: brk.startedAt?.toISOString() ?? null,
            endsAt: brk.endsAt.toISOString(),
            inForce: brk.endsAt > now,
          }
        : null,
  };
}
