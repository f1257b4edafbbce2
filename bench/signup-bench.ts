/**
 * Sign-up cap bench (`npm run bench:signup`): what a burst of one-click sign-ups costs the server
 * once the address is at its cap. One production server on a scratch PGlite folder; from
 * loopback (one address) it fills the address's hourly cap (SIGNUPS_PER_ADDRESS_HOUR, 30 by
 * default) with one-click sign-ups, then sends BENCH_BURSTS (default 3) bursts of 50 at once,
 * all refused. Prints each burst's wall time and the server's CPU time over it (user + system,
 * every thread: argon2 hashes on libuv's pool), then one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, jsonClient, startServer } from './servers.js';

const PORT = Number(process.env.BENCH_PORT ?? 8391);
const CAP = 30;
const BURST = 50;
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);

const dir = mkdtempSync(join(tmpdir(), 'cardroom-signup-bench-'));
const server = await startServer(
  { PGLITE_DIR: dir, SIGNUPS_PER_ADDRESS_HOUR: String(CAP), SIGNUPS_PER_ADDRESS_DAY: '1000' },
  PORT,
);
try {
  const pid = String(server.pid);
  const serverCpuMs = () => cpuMs((p) => p === pid);
  const post = jsonClient(PORT, BURST);
  const burst = async (n: number) => {
    const cpu0 = serverCpuMs();
    const t0 = performance.now();
    const answers = (await Promise.all(
      Array.from({ length: n }, () => post('/sso/oneClickRegister', {})),
    )) as Array<{ code: number }>;
    const wallMs = Math.round(performance.now() - t0);
    const codes: Record<number, number> = {};
    for (const a of answers) codes[a.code] = (codes[a.code] ?? 0) + 1;
    return { wallMs, cpuMs: serverCpuMs() - cpu0, codes };
  };
  const fill = await burst(CAP);
  console.log(`fill: ${CAP} one-click sign-ups at once, ${fill.wallMs} ms`, fill.codes);
  if (fill.codes[200] !== CAP) throw new Error('the cap was not filled by sign-ups that succeeded');
  const refused = [];
  for (let i = 0; i < BURSTS; i++) {
    const b = await burst(BURST);
    if (b.codes[429] !== BURST) throw new Error(`burst ${i + 1} was not refused whole`);
    console.log(
      `refused burst ${i + 1}: ${BURST} at once, ${b.wallMs} ms, server CPU ${b.cpuMs} ms`,
    );
    refused.push({ wallMs: b.wallMs, cpuMs: b.cpuMs });
  }
  console.log(JSON.stringify({ cap: CAP, burst: BURST, fillMs: fill.wallMs, refused }));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
