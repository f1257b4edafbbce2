import preact from '@preact/preset-vite';
import { defineProject } from 'vitest/config';
import { zodInert } from './vite.config';

export default defineProject({
  plugins: [preact()],
  // Tests run the same inert zod as the browser bundle, so they cover what ships.
  resolve: { alias: [{ find: /^zod$/, replacement: zodInert }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Libraries that import React are bundled by vitest, so the preset's aliases reach them too.
    server: { deps: { inline: ['@testing-library/preact', '@tanstack/react-query', 'zustand'] } },
  },
});
