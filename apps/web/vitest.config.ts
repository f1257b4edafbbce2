import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { zodInert } from './vite.config';

export default defineProject({
  plugins: [react()],
  // Tests run the same inert zod as the browser bundle, so they cover what ships.
  resolve: { alias: [{ find: /^zod$/, replacement: zodInert }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
