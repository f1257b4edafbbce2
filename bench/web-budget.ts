/**
 * Web budget: gzipped JavaScript of the first load of the launch page `/` and the five tab
 * pages (every script the first screen loads: lazy chunks and the locale included), and
 * Lighthouse mobile performance for each (the best of three runs, and all three), against the
 * real server serving the built app. The budget is 130 KB on every one of the six.
 * Run: npm run bench:web   (needs /usr/bin/chromium; CHROMIUM_PATH overrides; BENCH_PAGES takes
 * a comma-separated list of paths instead)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

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

async function startServer(): Promise<ChildProcess> {
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

async function jsWeight(path: string): Promise<{ files: number; gzipKb: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts = new Map<string, Buffer>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        // a redirect or aborted load has no body
      }
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const body of scripts.values()) bytes += gzipSync(body, { level: 9 }).length;
    return { files: scripts.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
  } finally {
    await browser.close();
  }
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/** One Lighthouse mobile run: the performance score and the metrics behind it. */
async function lighthouseRun(path: string): Promise<{ score: number; detail: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    const detail = Object.entries(METRICS)
      .map(([name, id]) => `${name} ${lhr?.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    return { score: Math.round((lhr?.categories.performance?.score ?? 0) * 100), detail };
  } finally {
    await chrome.kill();
  }
}

const server = await startServer();
try {
  const out: Record<string, unknown> = {};
  for (const path of pages) {
    const weight = await jsWeight(path);
    const scores: number[] = [];
    for (let i = 0; i < 3; i++) {
      const run = await lighthouseRun(path);
      console.log(`  ${path} run ${i + 1}: ${run.score} (${run.detail})`);
      scores.push(run.score);
    }
    const best = Math.max(...scores);
    const within = weight.gzipKb <= BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `${path}: ${weight.gzipKb} KB gzipped JS in ${weight.files} files (${within} ${BUDGET_KB} KB budget); Lighthouse mobile performance ${best}, best of ${scores.join(', ')}`,
    );
    out[path] = { gzipKb: weight.gzipKb, files: weight.files, lighthouse: best, runs: scores };
  }
  console.log(JSON.stringify(out));
} finally {
  server.kill('SIGTERM');
}
