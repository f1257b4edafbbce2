/**
 * Web budget: gzipped JavaScript of the first load of the launch page `/` and the five tab
 * pages (every script the first screen loads: lazy chunks and the locale included, as
 * Lighthouse's network records list them), and Lighthouse mobile performance for each (the
 * best of three runs, and all three), against the real server serving the built app. The
 * budget is 130 KB on every one of the six; the next target is 110 KB. Each script counts at
 * gzip -9 of its body (the server's own compression and headers are left out, so a figure does
 * not move with the server's settings).
 * Run: npm run bench:web   (needs /usr/bin/chromium; CHROMIUM_PATH overrides; BENCH_PAGES takes
 * a comma-separated list of paths instead; BENCH_PORT the port, 8299 unless set)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUDGET_KB = 130;
const TARGET_KB = 110;
const port = Number(process.env.BENCH_PORT ?? 8299);
const base = `http://localhost:${port}`;
const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/pages/home/Home',
  '/pages/promo/Promo',
  '/pages/vip/Vip',
  '/pages/earn/Earn',
  '/pages/account/Account',
];

/**
 * Refuses a port something already listens on: the health check below would otherwise be
 * answered by that other server (another bench's, serving another build), and its pages measured.
 */
async function assertPortFree(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (another bench?); set BENCH_PORT to another one`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function startServer(): Promise<ChildProcess> {
  await assertPortFree();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('../apps/server/src/main.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DIR: mkdtempSync(join(tmpdir(), 'cardroom-bench-')),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: 'inherit',
    },
  );
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

/** Gzipped size (-9) of the scripts a run loaded, fetched again from the server. */
async function jsWeight(urls: string[]): Promise<{ files: number; gzipKb: number }> {
  let bytes = 0;
  for (const url of urls) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return { files: urls.length, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

type NetworkRecord = { url?: string; resourceType?: string; statusCode?: number };

/**
 * One Lighthouse mobile run: the performance and accessibility scores, the metrics behind the
 * first, the accessibility audits that failed, and the scripts its network records show the page
 * loaded.
 */
async function lighthouseRun(path: string): Promise<{
  score: number;
  a11y: number;
  a11yFailed: string[];
  detail: string;
  scripts: string[];
}> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    const detail = Object.entries(METRICS)
      .map(([name, id]) => `${name} ${lhr?.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    const records = (lhr?.audits['network-requests']?.details as { items?: NetworkRecord[] })
      ?.items;
    const scripts = [
      ...new Set(
        (records ?? [])
          .filter((r) => r.resourceType === 'Script' && r.statusCode === 200 && r.url)
          .map((r) => r.url as string),
      ),
    ];
    // An audit scored 0 failed; null means it did not apply to this page.
    const a11yFailed = (lhr?.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr?.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
      a11yFailed,
      detail,
      scripts,
    };
  } finally {
    await chrome.kill();
  }
}

const server = await startServer();
try {
  const out: Record<string, unknown> = {};
  for (const path of pages) {
    const scores: number[] = [];
    const a11yScores: number[] = [];
    const a11yFailed = new Set<string>();
    let weight = { files: 0, gzipKb: 0 };
    for (let i = 0; i < 3; i++) {
      const run = await lighthouseRun(path);
      // A run that failed loaded nothing; the heaviest run's scripts are the ones counted.
      const ran = run.scripts.length > 0 ? await jsWeight(run.scripts) : weight;
      if (ran.gzipKb > weight.gzipKb) weight = ran;
      console.log(
        `  ${path} run ${i + 1}: ${run.score} (${run.detail}; ${ran.gzipKb} KB JS); accessibility ${run.a11y}`,
      );
      scores.push(run.score);
      a11yScores.push(run.a11y);
      for (const id of run.a11yFailed) a11yFailed.add(id);
    }
    const best = Math.max(...scores);
    const within = (kb: number) => (weight.gzipKb <= kb ? `within ${kb} KB` : `OVER ${kb} KB`);
    console.log(
      `${path}: ${weight.gzipKb} KB gzipped JS in ${weight.files} files (${within(BUDGET_KB)} budget, ${within(TARGET_KB)} target); Lighthouse mobile performance ${best}, best of ${scores.join(', ')}; accessibility ${Math.max(...a11yScores)}${a11yFailed.size ? ` (failed: ${[...a11yFailed].join(', ')})` : ''}`,
    );
    out[path] = {
      gzipKb: weight.gzipKb,
      files: weight.files,
      lighthouse: best,
      runs: scores,
      accessibility: Math.max(...a11yScores),
      accessibilityFailed: [...a11yFailed],
      budgetKb: BUDGET_KB,
      targetKb: TARGET_KB,
    };
  }
  console.log(JSON.stringify(out));
} finally {
  server.kill('SIGTERM');
}
