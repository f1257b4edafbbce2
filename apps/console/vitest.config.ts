import { defineProject } from 'vitest/config';

// The console's pure rules (reasons, roles, money). Unlike the bundle, tests run real zod, so
// they can hold the console's copies of the server's rules against the contract's schemas.
export default defineProject({ test: { name: 'console', include: ['src/**/*.test.ts'] } });
