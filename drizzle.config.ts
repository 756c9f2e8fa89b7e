import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts, committed, and applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
