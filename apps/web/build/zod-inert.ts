/**
 * Browser stand-in for `zod`, aliased in vite.config.ts.
 *
 * Why: the web app imports the contract's endpoint objects for their method, path and
 * envelope, and the contract's TypeScript types for payloads and answers; it never runs a
 * zod schema (the server validates). Real zod would add ~25 KB gzipped to the first load and
 * break the 130 KB budget. Type checking still sees real zod, because the alias exists only
 * in the bundler.
 *
 * Every schema built with this stand-in is inert; anything that would *use* one to
 * validate throws, so no code can silently believe it validated something.
 */
const VALIDATORS = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'decode',
  'encode',
  'safeDecode',
  'safeEncode',
  'toJSONSchema',
]);

function refuse(): never {
  throw new Error('zod schemas are inert in the web bundle (see apps/web/build/zod-inert.ts)');
}

const target = (() => {}) as unknown as object;

const inert: unknown = new Proxy(target, {
  get(_t, prop) {
    // Not a thenable: awaiting a schema must not hang.
    if (prop === 'then') return undefined;
    if (prop === Symbol.toPrimitive) return () => '[inert zod]';
    if (typeof prop === 'string' && VALIDATORS.has(prop)) return refuse;
    return inert;
  },
  apply() {
    return inert;
  },
  construct() {
    return inert as object;
  },
});

export const z = inert;
export default inert;
