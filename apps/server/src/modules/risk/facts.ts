import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { sessions } from '../auth/index.js';
import { playerBreaks } from '../breaks/index.js';
import { depositOrders } from '../deposits/index.js';
import { inviteCaps } from '../invite/index.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../ledger/index.js';
import { users } from '../users/index.js';
import { bankCards, withdrawOrders } from '../withdrawals/index.js';
import { emptyFacts, type PlayerFacts } from './rules.js';
import type { RiskRules } from './settings.js';

/**
 * The facts behind the risk flags for a page of players: one query per rule for the whole page
 * (never one per player), each led by an index on the player (or on the device, address or
 * account the page's players used). Rules switched off are not queried.
 */

/** Ledger movements that pay a bonus (their other side is the promotion expense). */
export const BONUS_TYPES = ['deposit_bonus', 'gift', 'vip_bonus', 'daily_rebate', 'daily_bonus'];

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

const ago = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`;

type Row<T> = T & { user_id: string | number };

async function byUser<T>(
  db: DbOrTx,
  query: SQL,
  into: Map<number, PlayerFacts>,
  set: (f: PlayerFacts, row: Row<T>) => void,
): Promise<void> {
  for (const row of await rawRows<Row<T>>(db, query)) {
    const f = into.get(Number(row.user_id));
    if (f) set(f, row);
  }
}

export async function factsOf(
  db: DbOrTx,
  userIds: readonly number[],
  rules: RiskRules,
  now: Date,
): Promise<Map<number, PlayerFacts>> {
  const ids = [...new Set(userIds)];
  const facts = new Map(ids.map((id) => [id, emptyFacts()]));
  if (ids.length === 0) return facts;
  const list = idList(ids);
  const work: Promise<void>[] = [];
  // Money totals: the cards always show them, whatever rule is on.
  work.push(
    byUser<{ total: string }>(
      db,
      sql`select user_id, sum(amount) as total from ${depositOrders}
           where user_id in (${list}) and status = 'success' group by user_id`,
      facts,
      (f, r) => {
        f.deposits = Number(r.total);
      },
    ),
    // Requested or paid: every order but those refused or whose money went back.
    byUser<{ total: string }>(
      db,
      sql`select user_id, sum(amount) as total from ${withdrawOrders}
           where user_id in (${list}) and status not in ('rejected', 'refunded')
             and not (status = 'failed' and finished_at is not null)
           group by user_id`,
      facts,
      (f, r) => {
        f.withdrawals = Number(r.total);
      },
    ),
    byUser<{ total: string }>(
      db,
      sql`select t.user_id, coalesce(-sum(p.amount), 0) as total
            from ${ledgerTransactions} t
            join ${ledgerPostings} p on p.transaction_id = t.id
            join ${ledgerAccounts} a on a.id = p.account_id and a.kind = 'promotion_expense'
           where t.user_id in (${list})
             and t.type in (${sql.join(
               BONUS_TYPES.map((t) => sql`${t}`),
               sql`, `,
             )})
           group by t.user_id`,
      facts,
      (f, r) => {
        f.bonus = Number(r.total);
      },
    ),
  );
  if (rules.fastInOut.enabled) {
    const within = rules.fastInOut.withinMinutes;
    work.push(
      byUser<{ deposit: string; stake: string; minutes: string }>(
        db,
        sql`select w.user_id, d.amount as deposit,
                   extract(epoch from (w.created_at - d.arrived_at)) / 60 as minutes,
                   coalesce((select sum(p.amount)
                               from ${ledgerTransactions} t
                               join ${ledgerPostings} p on p.transaction_id = t.id
                               join ${ledgerAccounts} a on a.id = p.account_id and a.kind = 'game'
                              where t.user_id = w.user_id and t.type = 'bet'
                                and t.created_at >= d.arrived_at and t.created_at <= w.created_at), 0) as stake
              from (select distinct on (user_id) user_id, created_at from ${withdrawOrders}
                     where user_id in (${list}) and status <> 'rejected'
                     order by user_id, created_at desc) w
              join lateral (select amount, arrived_at from ${depositOrders} d
                             where d.user_id = w.user_id and d.status = 'success'
                               and d.arrived_at <= w.created_at
                               and d.arrived_at >= w.created_at - make_interval(mins => ${within})
                             order by d.arrived_at desc limit 1) d on true`,
        facts,
        (f, r) => {
          f.fastInOut = {
            deposit: Number(r.deposit),
            stake: Number(r.stake),
            minutes: Number(r.minutes),
          };
        },
      ),
    );
  }
  if (rules.sharedBankAccount.enabled) {
    work.push(
      byUser<{ account: string; others: string }>(
        db,
        sql`select distinct on (mine.user_id) mine.user_id, mine.account_number as account,
                   count(distinct other.user_id) as others
              from ${bankCards} mine
              join ${bankCards} other on other.account_number = mine.account_number
                                   and other.bank_code = mine.bank_code
                                   and other.user_id <> mine.user_id and other.deleted_at is null
             where mine.user_id in (${list}) and mine.deleted_at is null
             group by mine.user_id, mine.account_number
             order by mine.user_id, others desc`,
        facts,
        (f, r) => {
          f.sharedBankAccount = { account: r.account, others: Number(r.others) };
        },
      ),
    );
  }
  if (rules.sharedDevice.enabled) {
    const since = ago(now, rules.sharedDevice.windowDays);
    work.push(
      byUser<{ others: string }>(
        db,
        sql`with mine as (select distinct user_id, device_number from ${sessions}
                           where user_id in (${list}) and device_number is not null
                             and device_number <> '' and created_at >= ${since})
            select mine.user_id, count(distinct s.user_id) as others
              from mine join ${sessions} s on s.device_number = mine.device_number
                                       and s.user_id <> mine.user_id and s.created_at >= ${since}
             group by mine.user_id`,
        facts,
        (f, r) => {
          f.sharedDevice = Number(r.others);
        },
      ),
    );
  }
  if (rules.sharedGoogle.enabled) {
    work.push(
      byUser<{ others: string }>(
        db,
        sql`select mine.id as user_id, count(other.id) as others
              from ${users} mine
              join ${users} other on lower(other.email) = lower(mine.email) and other.id <> mine.id
                              and other.email <> ''
             where mine.id in (${list}) and mine.google_sub is not null and mine.email <> ''
             group by mine.id`,
        facts,
        (f, r) => {
          f.sharedGoogle = Number(r.others);
        },
      ),
    );
  }
  if (rules.sharedAddress.enabled) {
    const since = ago(now, rules.sharedAddress.windowDays);
    work.push(
      byUser<{ address: string; players: string }>(
        db,
        sql`with mine as (select distinct user_id, ip from ${sessions}
                           where user_id in (${list}) and ip is not null and ip <> ''
                             and created_at >= ${since})
            select distinct on (mine.user_id) mine.user_id, mine.ip as address,
                   count(distinct s.user_id) as players
              from mine join ${sessions} s on s.ip = mine.ip and s.created_at >= ${since}
             group by mine.user_id, mine.ip
             order by mine.user_id, players desc`,
        facts,
        (f, r) => {
          f.sharedAddress = { address: r.address, players: Number(r.players) };
        },
      ),
    );
  }
  const devices = sql`select user_id, device_number as device from ${sessions}
                       where user_id in (${list}) and device_number is not null and device_number <> ''
                      union
                      select id, guest_device from ${users} where id in (${list}) and guest_device is not null`;
  // Everyone ever seen on a device: its sessions and the guest account it belongs to.
  const onDevice = sql`select user_id, device_number as device from ${sessions} where device_number is not null
                       union all
                       select id, guest_device from ${users} where guest_device is not null`;
  if (rules.devicePileup.enabled) {
    work.push(
      byUser<{ accounts: string }>(
        db,
        sql`with mine as (${devices})
            select mine.user_id, max(n) as accounts from mine
              join lateral (select count(distinct seen.user_id) as n
                              from (${onDevice}) seen where seen.device = mine.device) c on true
             group by mine.user_id`,
        facts,
        (f, r) => {
          f.devicePileup = Number(r.accounts);
        },
      ),
    );
  }
  if (rules.blockedDevice.enabled) {
    work.push(
      byUser<{ uid: string; blocked: boolean }>(
        db,
        sql`with mine as (${devices})
            select distinct on (mine.user_id) mine.user_id, u.uid, u.disabled as blocked
              from mine
              join (${onDevice}) seen on seen.device = mine.device and seen.user_id <> mine.user_id
              join ${users} u on u.id = seen.user_id
              left join ${playerBreaks} b on b.user_id = u.id and b.kind = 'exclusion'
                                       and b.ends_at > ${now.toISOString()}::timestamptz
             where u.disabled or b.user_id is not null
             order by mine.user_id, u.disabled desc, u.id`,
        facts,
        (f, r) => {
          f.blockedDevice = { uid: r.uid, why: r.blocked ? 'blocked' : 'selfExcluded' };
        },
      ),
    );
  }
  if (rules.inviteFarm.enabled) {
    work.push(
      byUser<{ dimension: 'device' | 'address'; count: number }>(
        db,
        sql`select distinct on (inviter_id) inviter_id as user_id, dimension, count
              from ${inviteCaps}
             where inviter_id in (${list}) and value <> ''
             order by inviter_id, count desc`,
        facts,
        (f, r) => {
          f.inviteFarm = { dimension: r.dimension, count: Number(r.count) };
        },
      ),
    );
  }
  await Promise.all(work);
  return facts;
}
