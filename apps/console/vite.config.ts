import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console, served by the server under /console (apps/console/dist). It reuses
 * the player app's inert zod stand-in: the console imports the contract's endpoint objects
 * for their paths and roles and never validates in the browser (the server does).
 */
const zodInert = fileURLToPath(new URL('../web/build/zod-inert.ts', import.meta.url));
const target = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { alias: [{ find: /^zod$/, replacement: zodInert }] },
  server: {
    port: 5174,
    proxy: { '/console/api': { target, changeOrigin: true } },
  },
  build: { target: 'es2022', sourcemap: false },
});
