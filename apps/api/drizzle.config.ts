import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/modules/*/*.schema.ts', './src/modules/*/*/*.schema.ts'],
  out: './drizzle',
});
