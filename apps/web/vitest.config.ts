import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { zodInert } from './vite.config';

export default defineProject({
  plugins: [react()],
  // Tests run the same inert zod as the browser bundle, so they cover what ships.
  resolve: { alias: [{ find: /^zod$/, replacement: zodInert }] },
  test: {
    name: 'web',
    // Pages and components run in jsdom; a file of pure rules says `@vitest-environment node`
    // in its first line and skips making a jsdom (36 such files: 220 s → 71 s for them, one
    // after the other at load 20).
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
