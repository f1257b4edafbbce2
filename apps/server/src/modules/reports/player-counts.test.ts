import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { readCohorts } from './cohorts.js';
import { monthMasks, playerCounts, vipLevels } from './player-counts.js';
import { sumPlayerSummaries } from './rollup-players.js';
import { daysBetween } from './service.js';

/**
 * The summaries the report reads (a row per player and month with day masks, first deposits,
 * day counts, level sums: rollup-players.ts) must give what the plain definitions give over
 * every player-day row. Random player-days over three months (31-day months, month ends and a
 * range across two month boundaries included), then each figure both ways.
 */
const t = useTestApp();
const FIRST = '2026-08-25';
const LAST = '2026-11-05';
const PLAYERS = 60;

// A small seeded generator: the same data every run, so a failure can be read again.
let seed = 20261129;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

beforeAll(async () => {
  const db = t.deps.db;
  const days = daysBetween(FIRST, LAST);
  // Players who signed up on a day of the span (Jakarta noon), at VIP levels 0-3.
  const ids: Array<{ id: number; joined: string }> = [];
  for (let i = 0; i < PLAYERS; i++) {
    const joined = days[Math.floor(random() * days.length)] as string;
    const [row] = await rawRows<{ id: number }>(
      db,
      sql`insert into users (uid, nickname, invite_code, signup_channel, is_guest, vip_level, created_at)
          values (${`rc${i}`}, ${`Player ${i}`}, ${`RC${i}`}, 'guest', true, ${i % 4},
                  ${`${joined}T05:00:00Z`}::timestamptz)
          returning id`,
    );
    ids.push({ id: Number(row?.id), joined });
  }
  for (const day of days) {
    const rows = [];
    for (const { id, joined } of ids) {
      // Nobody moves money before signing up.
      if (day < joined || random() > 0.3) continue;
      const deposits = random() < 0.3 ? 1_000 + Math.floor(random() * 9_000) : 0;
      const bets = random() < 0.7 ? 100 + Math.floor(random() * 900) : 0;
      rows.push(
        sql`(${day}::date, ${id}, ${deposits}, ${deposits > 0 ? 1 : 0}, ${bets},
             ${bets > 0 ? 1 : 0}, ${Math.floor(bets / 2)}, ${deposits > 0 ? 100 : 0}, 0)`,
      );
    }
    if (rows.length === 0) continue;
    await db.execute(sql`
      insert into report_player_days
        (day, user_id, deposits, deposit_count, bets, bet_count, wins, bonus, withdrawals)
      values ${sql.join(rows, sql`, `)}`);
  }
  // Summed out of order and twice, as a re-run of the job and a late day would.
  for (const day of [...days].reverse())
    await db.transaction((tx) => sumPlayerSummaries(tx, 'ID', day));
  for (const day of days) await db.transaction((tx) => sumPlayerSummaries(tx, 'ID', day));
}, 180_000);

type N = { n: string | number };
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rawRows<N>(t.deps.db, query))[0]?.n ?? 0);

const RANGES: Array<[string, string]> = [
  [FIRST, LAST],
  ['2026-09-30', '2026-10-31'],
  ['2026-10-31', '2026-10-31'],
  ['2026-09-15', '2026-11-02'],
  ['2026-11-01', '2026-11-05'],
];

describe('report summaries against their definitions over player-days', () => {
  it('masks a range month by month, day 31 included', () => {
    expect(monthMasks('2026-10-30', '2026-11-02')).toEqual([
      { month: '2026-10-01', mask: (1 << 29) | (1 << 30) },
      { month: '2026-11-01', mask: 0b11 },
    ]);
  });

  it.each(RANGES)(
    'counts distinct players, first deposits and days for %s to %s',
    async (from, to) => {
      const got = await playerCounts(t.deps.db, 'ID', from, to);
      const inRange = sql`day between ${from}::date and ${to}::date`;
      expect(got.total.depositors).toBe(
        await count(
          sql`select count(distinct user_id) as n from report_player_days where ${inRange} and deposits > 0`,
        ),
      );
      expect(got.total.activePlayers).toBe(
        await count(
          sql`select count(distinct user_id) as n from report_player_days where ${inRange} and bets > 0`,
        ),
      );
      expect(got.total.firstTimeDepositors).toBe(
        await count(sql`select count(*) as n from (select user_id, min(day) as day from report_player_days
                       where deposits > 0 group by user_id) f where ${inRange}`),
      );
      for (const day of daysBetween(from, to)) {
        const c = got.byDay.get(day);
        expect(c?.activePlayers).toBe(
          await count(
            sql`select count(*) as n from report_player_days where day = ${day}::date and bets > 0`,
          ),
        );
        expect(c?.depositors).toBe(
          await count(
            sql`select count(*) as n from report_player_days where day = ${day}::date and deposits > 0`,
          ),
        );
      }
    },
  );

  it.each(RANGES)('sums and counts by VIP level for %s to %s', async (from, to) => {
    const got = await vipLevels(t.deps.db, from, to);
    // Levels did not change after summing, so "level when summed" is the level now.
    const want = await rawRows<{ level: number; players: string; deposits: string; bets: string }>(
      t.deps.db,
      sql`select u.vip_level as level, count(distinct pd.user_id) as players,
                 sum(pd.deposits) as deposits, sum(pd.bets) as bets
            from report_player_days pd join users u on u.id = pd.user_id
           where pd.day between ${from}::date and ${to}::date
           group by 1 order by 1`,
    );
    expect(got.map((g) => [g.level, g.players, g.deposits, g.turnover])).toEqual(
      want.map((w) => [Number(w.level), Number(w.players), Number(w.deposits), Number(w.bets)]),
    );
  });

  it('counts cohort returns on days 1, 7 and 30 and depositors since sign-up', async () => {
    const got = await readCohorts(t.deps.db, 'ID', FIRST, LAST, new Date('2027-01-01T00:00:00Z'));
    const want = await rawRows<{
      day: string;
      players: string;
      d1: string;
      d7: string;
      d30: string;
      dep: string;
    }>(
      t.deps.db,
      sql`with c as (select id as user_id, ((created_at at time zone 'UTC') + interval '7 hours')::date as day
                       from users where uid like 'rc%')
          select to_char(c.day, 'YYYY-MM-DD') as day, count(*) as players,
                 count(*) filter (where exists (select 1 from report_player_days pd
                   where pd.user_id = c.user_id and pd.day = c.day + 1 and pd.bets > 0)) as d1,
                 count(*) filter (where exists (select 1 from report_player_days pd
                   where pd.user_id = c.user_id and pd.day = c.day + 7 and pd.bets > 0)) as d7,
                 count(*) filter (where exists (select 1 from report_player_days pd
                   where pd.user_id = c.user_id and pd.day = c.day + 30 and pd.bets > 0)) as d30,
                 count(*) filter (where exists (select 1 from report_player_days pd
                   where pd.user_id = c.user_id and pd.day >= c.day and pd.deposits > 0)) as dep
            from c group by c.day`,
    );
    expect(want.length).toBeGreaterThan(10);
    for (const w of want) {
      const g = got.find((c) => c.day === w.day);
      expect([w.day, g?.players, g?.d1, g?.d7, g?.d30, g?.depositors]).toEqual([
        w.day,
        Number(w.players),
        Number(w.d1),
        Number(w.d7),
        Number(w.d30),
        Number(w.dep),
      ]);
    }
  });
});
