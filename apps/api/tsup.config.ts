import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', migrate: 'src/cli/migrate.ts', seed: 'src/cli/seed.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The seed is imported on demand (db/seed-on-start.ts): it stays in chunks the server loads only
  // for an empty catalogue or missing pictures.
  splitting: true,
  // Our own workspace code is bundled; third-party packages stay in node_modules.
  noExternal: ['@shop/shared'],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
