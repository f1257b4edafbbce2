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
        codeSplitting: {
          groups: [{ name: 'core', test: /\/apps\/web\/src\/(stores|lib|hooks|api|nav)\// }],
        },
      },
    },
  },
});
