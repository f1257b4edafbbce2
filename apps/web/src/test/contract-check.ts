/**
 * Holds every stubbed server answer against the contract, so a test's stub cannot drift from
 * what the server may send. The tests, like the bundle, run the inert zod stand-in
 * (build/zod-inert.ts), which cannot validate; so a worker thread loads a second copy of the
 * contract with real zod, through Node itself (tsx), outside Vite's alias.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

type Reply = { id: number; problem: string | null };

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
let next = 0;
const waiting = new Map<number, (problem: string | null) => void>();

function checker(): Worker {
  if (worker) return worker;
  // A file path: under jsdom, import.meta.url is not a file: URL.
  const w = new Worker(join(import.meta.dirname, 'contract-check.worker.mjs'));
  ready = new Promise((resolve) => w.once('message', () => resolve()));
  w.on('message', (m: Reply | { ready: true }) => {
    if ('id' in m) {
      waiting.get(m.id)?.(m.problem);
      waiting.delete(m.id);
    }
  });
  w.on('error', (err) => {
    for (const done of waiting.values()) done(`the contract check failed: ${err.message}`);
    waiting.clear();
    worker = null;
  });
  // The thread must not keep the test process alive once the tests are done.
  w.unref();
  worker = w;
  return w;
}

/**
 * Resolves once the contract is loaded in the worker (seconds on a busy machine): awaited
 * before a file's tests, so a page's first call is not slower than its test's patience.
 */
export function contractReady(): Promise<void> {
  checker();
  return ready ?? Promise.resolve();
}

/** Why `answer` is not something the server could send for `url`, or null when it could. */
export function answerProblem(url: string, answer: unknown): Promise<string | null> {
  const id = next++;
  const w = checker();
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    // Through JSON, as the page will read it: what a real answer could carry, nothing more.
    w.postMessage({ id, url, answer: JSON.parse(JSON.stringify(answer)) });
  });
}
