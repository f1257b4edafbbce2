/**
 * The contract with real zod, in a thread of its own: the page tests run jsdom and the inert
 * zod stand-in, and esbuild (under tsx) refuses to load beside jsdom's typed arrays. Answers
 * each `{ id, url, answer }` with `{ id, problem }` (see contract-check.ts).
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const real = await tsImport('../../../../packages/contract/src/index.ts', import.meta.url);
const byPath = new Map();
for (const e of [...Object.values(real.api), ...Object.values(real.sandboxApi)]) {
  byPath.set(e.path, e);
}

const describe = (issues) =>
  issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ');

function problemOf(url, body) {
  const path = new URL(url, 'http://stub.invalid').pathname;
  const endpoint = byPath.get(path);
  if (!endpoint) return `no endpoint in the contract answers ${path}`;
  // A success is held against the result schema: the envelope's failure branch would take any object.
  const ok =
    endpoint.envelope === 'raw'
      ? { value: body }
      : endpoint.envelope === 'state'
        ? body?.state === '200' && { value: body.resultData }
        : body?.code === 200 && { value: body.data };
  const checked = ok ? endpoint.result.safeParse(ok.value) : endpoint.response.safeParse(body);
  return checked.success ? null : `${path}: ${describe(checked.error.issues)}`;
}

parentPort.on('message', ({ id, url, answer }) => {
  let problem;
  try {
    problem = problemOf(url, answer);
  } catch (err) {
    problem = `checking ${url} failed: ${err}`;
  }
  parentPort.postMessage({ id, problem });
});
parentPort.postMessage({ ready: true });
