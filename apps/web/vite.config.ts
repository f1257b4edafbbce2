import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './build/inline-entry-css';

/** The browser never runs the contract's schemas; see build/zod-inert.ts for why. */
export const zodInert = fileURLToPath(new URL('./build/zod-inert.ts', import.meta.url));

// API path prefixes the Fastify server answers; in production it serves dist itself.
const apiPrefixes = [
  '/sso',
  '/sms',
  '/user',
  '/vip',
  '/service',
  '/banner',
  '/home',
  '/u',
  '/language',
  '/invite',
  '/threeLogin',
  '/sandbox',
  '/healthz',
  '/recharge',
  '/withdraw',
  '/bank',
  '/game',
  '/docs',
  '/promo',
];

const target = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react(), inlineEntryCss()],
  resolve: { alias: [{ find: /^zod$/, replacement: zodInert }] },
  server: {
    port: 5173,
    // A bare prefix would also catch SPA pages such as /user-guide, so match whole segments.
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [`^${p}(/|$|\\?)`, { target, changeOrigin: true }]),
    ),
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // What every first screen needs shares one `core` chunk: our small infrastructure modules,
        // the translator, and Vite's preload helper. Left to itself the bundler split such shared
        // modules into chunks of their own once more features shared them, which cost more
        // requests and their compression overhead on the first load. TanStack's
        // useMutation and queryOptions and our addTexts (most tabs use them) were chunks of
        // 0.1-0.9 KB too; in core they cost 0.5 KB and save 0.7 on Home, Promo and Vip. `lib/games`
        // stays out: only the lobby, search and the game pages use it; so does `lib/money-input`
        // (the reader of typed amounts): only pages with a money field use it.
        codeSplitting: {
          groups: [
            // React, react-dom and its scheduler, which every page needs, as one vendor chunk
            // that stays cached across releases of our own code. Left to itself the bundler put
            // react-dom into the entry chunk and React into `core` (0.4 KB more in all).
            {
              name: 'react',
              test: /\/node_modules\/(react|react-dom|scheduler)\//,
              priority: 1,
            },
            {
              name: 'core',
              test: /\/apps\/web\/src\/(stores|lib\/(?!games\/|money-input)|hooks|api|nav|i18n\/(index|addTexts|translator|useTranslation)\.ts)|vite\/preload-helper|\/@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/(useMutation|queryOptions))\.js$/,
            },
            // The Promo tab's modules of the promo feature in one chunk; left to itself the bundler
            // cut them into five, as the promotion pages' lazy parts share some of them. Their
            // dependencies stay where they are (else `core`'s modules would be pulled in here).
            {
              name: 'promo',
              test: /\/apps\/web\/src\/features\/promo\/(index|api|rules|texts|components\/(PromoCard|PromoLoadState|RulesText|TimeLeft))\.tsx?$|\/packages\/contract\/src\/routes\/promo\.gen\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
