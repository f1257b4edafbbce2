/**
 * What one wallet batch costs PostgreSQL by its size (`npm run bench:batch`, PostgreSQL only):
 * the CPU time of one backend (from /proc, so the machine must be Linux) running batches of k
 * house rounds one after the other, each batch the one statement and commit the server sends
 * (wallet_batch_hooked with the limits guard and the VIP listener, as games/house.ts and
 * wallet-api/batch.ts send it). No server, no HTTP and no concurrency: CPU per batch against k
 * gives a batch's fixed cost (the line's intercept) and a round's own (its slope), which is
 * why larger batches are cheaper per round (docs/SCALING.md, "Fewer batches side by side").
 * BENCH_SIZES (default 1,2,4,8,16), BENCH_ROUNDS per size (default 6000) in BENCH_REPEATS turns
 * (default 3), each size's median printed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { hashToken } from '../apps/server/src/modules/wallet-api/index.js';
import { scratchPostgres } from './bench-kit.js';
import { CURRENCY, type Player, setUp } from './db-phases.js';
import { asIfHistory } from './maintenance.js';
import { cpuMs } from './servers.js';

const PLAYERS = 256;
const SIZES = (process.env.BENCH_SIZES ?? '1,2,4,8,16').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
if (!Number.isInteger(REPEATS) || REPEATS < 1)
  throw new Error('BENCH_REPEATS: a whole number, 1 or more');
if (!SIZES.every((k) => Number.isInteger(k) && k > 0 && k <= 48)) {
  throw new Error(`BENCH_SIZES: whole numbers 1-48, comma-separated (${process.env.BENCH_SIZES})`);
}
const { name, url, drop } = await scratchPostgres('cardroom_batch', 'bench:batch');
const client = new pg.Client({ connectionString: url });
try {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const players = await setUp(database, PLAYERS);
  await database.close();
  await client.connect();
  await asIfHistory(client);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  const backendMs = () => cpuMs((p) => p === String(pid));
  const seeds = new Map<number, { id: number; nonce: number; client_seed: string }>();
  for (const p of players) {
    const r = await client.query(
      'select id, nonce, client_seed from game_seeds where user_id = $1 and active',
      [p.userId],
    );
    seeds.set(p.userId, r.rows[0]);
  }
  const run = randomBytes(4).toString('hex');
  let n = 0;
  let next = 0;
  // One house round as games/house.ts sends it: wallet_bet's arguments, the win's, the deal.
  const round = (p: Player) => {
    const s = seeds.get(p.userId) as { id: number; nonce: number; client_seed: string };
    const id = `${run}-${n++}`;
    const args = [
      ...['house', id, `${id}-b`, hashToken(p.token), p.uid, CURRENCY, 100, 'dragon-tiger', id],
      ...['bench', new Date().toISOString(), `${id}-w`, `${id}-wr`, 195, 'bench', 100],
      ...[s.id, s.nonce++, s.client_seed, '1 2', '{}', '[]'],
    ];
    return { f: 'house_round', a: args, u: p.userId };
  };
  const batch = async (k: number) => {
    const ops = Array.from({ length: k }, () => round(players[next++ % PLAYERS] as Player));
    const r = await client.query<{ r: Array<{ status?: string }> }>(
      'select wallet_batch_hooked($1::jsonb, $2::text[], $3::text[], $4::timestamptz) as r',
      [JSON.stringify(ops), '{limits_players_to_guard}', '{vip_bets_placed}', new Date()],
    );
    for (const a of r.rows[0]?.r ?? []) {
      if (a.status !== 'RS_OK') throw new Error(`house_round: ${JSON.stringify(a)}`);
    }
  };
  // Fill the round's tables first, then ANALYZE, so the plans this connection keeps are made on
  // tables with rows in them (docs/SCALING.md: a plan made on an empty table scans it).
  for (let i = 0; i < 500; i++) await batch(8);
  await client.query('analyze');
  // The sizes take turns, REPEATS times, and each reports its median: the machine's neighbours
  // slow a backend now and then (more CPU time for the same work), and taking turns spreads a
  // slow spell over the sizes instead of landing on one.
  const samples = new Map<number, Array<{ cpu: number; wall: number; batches: number }>>();
  for (let rep = 0; rep < REPEATS; rep++) {
    for (const k of SIZES) {
      const batches = Math.max(1, Math.round(ROUNDS / REPEATS / k));
      for (let i = 0; i < 5; i++) await batch(k);
      const cpu0 = backendMs();
      const t0 = performance.now();
      for (let i = 0; i < batches; i++) await batch(k);
      const of = samples.get(k) ?? [];
      of.push({ cpu: backendMs() - cpu0, wall: performance.now() - t0, batches });
      samples.set(k, of);
    }
  }
  const median = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? 0;
  };
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  const sizes = SIZES.map((k) => {
    const of = samples.get(k) ?? [];
    const perBatch = median(of.map((x) => x.cpu / x.batches));
    const size = {
      k,
      batches: of.reduce((a, x) => a + x.batches, 0),
      cpuMsPerBatch: round3(perBatch),
      cpuMsPerRound: round3(perBatch / k),
      wallMsPerRound: round3(median(of.map((x) => x.wall / (x.batches * k)))),
    };
    console.log(
      `batches of ${k}: PostgreSQL CPU ${size.cpuMsPerBatch} ms per batch, ${size.cpuMsPerRound} ms per round (wall ${size.wallMsPerRound} ms per round; medians of ${REPEATS})`,
    );
    return size;
  });
  // Least squares of CPU per batch on k: the fixed cost of a batch and a round's own.
  const xs = sizes.map((s) => s.k);
  const ys = sizes.map((s) => s.cpuMsPerBatch);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const perRound =
    sxx > 0 ? xs.reduce((a, x, i) => a + (x - mx) * ((ys[i] ?? 0) - my), 0) / sxx : 0;
  const fixed = my - perRound * mx;
  const fit = { fixedMsPerBatch: round3(fixed), ownMsPerRound: round3(perRound) };
  console.log(
    `fit: ${fit.fixedMsPerBatch} ms per batch whatever it carries, plus ${fit.ownMsPerRound} ms per round`,
  );
  console.log(JSON.stringify({ db: name, rounds: ROUNDS, repeats: REPEATS, sizes, ...fit }));
} finally {
  await client.end().catch(() => undefined);
  await drop();
}
