/**
 * The server's import rules (docs/ARCHITECTURE.md "Import rules"), checked by
 * `npm run lint:deps:server` (part of `npm run lint`):
 * - no cycles, type-only imports included;
 * - a module imports another module only through that module's `index.ts`;
 * - `db/`, `http/`, `jobs/` and the `ledger` and `settings` modules import no feature module;
 * - flows (`src/flows/`) reach modules through their doors; no module imports a flow.
 */
const src = '^apps/server/src/';
const mod = `${src}modules/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Imports run one way: a cycle (type-only imports included) means two modules are one.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        'A module imports another module only through its index.ts (its public face), never its internals.',
      from: { path: `${mod}([^/]+)/` },
      to: {
        path: `${mod}([^/]+)/.+`,
        // Tests may take another module's testkit (checked below: only tests may).
        pathNot: [`${mod}$1/`, `${mod}[^/]+/index\\.ts$`, `${mod}[^/]+/testkit[^/]*\\.ts$`],
      },
    },
    {
      name: 'testkits-only-in-tests',
      severity: 'error',
      comment:
        "A module's testkit (test set-up helpers) is for tests only; tests may use another module's.",
      from: { pathNot: ['\\.test\\.ts$', '/testkit[^/]*\\.ts$'] },
      to: { path: '/testkit[^/]*\\.ts$' },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment:
        'Code outside modules/ (ops CLI, tests) reaches a module through its index.ts; only the composition root (app.ts, deps.ts) wires internals.',
      from: { path: src, pathNot: [`${mod}`, `${src}(app|deps)\\.ts$`] },
      to: {
        path: `${mod}[^/]+/.+`,
        pathNot: [`${mod}[^/]+/index\\.ts$`, `${mod}[^/]+/testkit[^/]*\\.ts$`],
      },
    },
    {
      name: 'core-imports-no-feature',
      severity: 'error',
      comment:
        'db/, http/, jobs/ and the ledger and settings modules are below every feature: they import none (features declare their own settings).',
      from: { path: [`${src}(db|http|jobs)/`, `${mod}(ledger|settings)/`] },
      to: { path: mod, pathNot: [`${mod}(ledger|settings)/`, `${mod}module\\.ts$`] },
    },
    {
      name: 'modules-never-import-flows',
      severity: 'error',
      comment:
        'A module announces an event through deps.flows (src/events.ts) and never imports src/flows/: the flows call the modules, not the other way round. Only the composition roots (app.ts, the ops CLI) take the flows table.',
      from: { path: src, pathNot: [`${src}flows/`, `${src}app\\.ts$`, `${src}ops/cli\\.ts$`] },
      to: { path: `${src}flows/` },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // Resolves `./x.js` to `x.ts` as TypeScript does.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
