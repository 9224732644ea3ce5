import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 2-core machines: more workers only thrash (each embedded database takes ~200 MB).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
