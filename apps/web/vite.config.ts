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
        // i18next's setup with react-i18next, and Vite's preload helper. Left to itself the bundler
        // split the last three into chunks of their own once more features shared them, which cost
        // two more requests and their compression overhead on the first load.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /\/apps\/web\/src\/(stores|lib|hooks|api|nav|i18n\/index\.ts)|\/node_modules\/react-i18next\/|vite\/preload-helper/,
            },
          ],
        },
      },
    },
  },
});
