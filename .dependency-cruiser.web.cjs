/**
 * Import rules of the web app (apps/web/src), checked by `npm run lint:deps:web`.
 * Pages (and the router and layouts that frame them) compose features; a feature is one folder,
 * features/<domain>/, reached from outside only through its index.ts; components/, lib/ and
 * stores/ are shared and know no feature. Tests may reach into a feature's files (fixtures).
 */
const SRC = '^apps/web/src/';
const NOT_TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Imports run one way; a cycle means two modules should be one, or share a third.',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment: 'Features do not import each other: move the shared part to components/ or lib/.',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
    {
      name: 'shared-not-to-features-or-pages',
      severity: 'error',
      comment:
        'components/, lib/, stores/, api/, hooks/, nav/ and i18n/ are below every feature and page.',
      from: { path: `${SRC}(components|lib|stores|api|hooks|nav|i18n|service)/` },
      to: { path: `${SRC}(features|pages|layouts|router)/` },
    },
    {
      name: 'feature-only-through-index',
      severity: 'error',
      comment: 'Outside a feature, import it from its index.ts only; its other files are its own.',
      from: { path: SRC, pathNot: [`${SRC}features/`, NOT_TEST] },
      to: { path: `${SRC}features/[^/]+/`, pathNot: `${SRC}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'features-not-to-pages',
      severity: 'error',
      comment: 'Pages compose features, never the other way.',
      from: { path: `${SRC}(features|components)/` },
      to: { path: `${SRC}(pages|layouts|router)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.css'] },
  },
};
