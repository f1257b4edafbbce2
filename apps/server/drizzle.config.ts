import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module keeps its tables in its own schema.ts.
  schema: './src/modules/*/schema.ts',
  out: './src/db/migrations',
});
