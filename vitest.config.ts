import { defineConfig, mergeConfig } from 'vitest/config';
import { POSTGRES_PASS, POSTGRES_PASS_NAMED } from './src/server/test/postgres-pass.ts';
import viteConfig from './vite.config.ts';

const apiTests = {
  environment: 'node' as const,
  include: ['src/server/**/*.test.ts'],
  // dist/server built if stale, for the tests that start the server as a process; then the template.
  globalSetup: ['src/server/test/build-setup.ts', 'src/server/test/global-setup.ts'],
  // As the server entry does: zod's human messages before any schema parses.
  setupFiles: ['src/shared/zod-messages.ts'],
  // Property tests send hundreds of requests; a loaded machine needs the margin.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
            setupFiles: ['src/shared/zod-messages.ts'],
          },
        },
        { extends: true, test: { name: 'api', ...apiTests, env: { TEST_DB: 'pglite' } } },
        // On a real PostgreSQL server when one is configured: the files that depend on the server
        // (src/server/test/postgres-pass.ts, docs/TESTING.md), or all with TEST_POSTGRES_ALL=1.
        ...(process.env.TEST_DATABASE_URL
          ? [
              {
                extends: true,
                test: {
                  name: 'api-postgres',
                  ...apiTests,
                  ...(process.env.TEST_POSTGRES_ALL
                    ? {}
                    : { include: [...Object.keys(POSTGRES_PASS), ...POSTGRES_PASS_NAMED] }),
                  env: { TEST_DB: 'postgres' },
                },
              },
            ]
          : []),
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/web/**/*.test.{ts,tsx}'],
            setupFiles: ['src/web/test/setup.ts'],
            // Above the 5 s that findBy* and waitFor wait (setup.ts), so theirs is the failure shown.
            testTimeout: 15_000,
          },
        },
      ],
    },
  }),
);
