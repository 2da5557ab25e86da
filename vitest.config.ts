import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { POSTGRES_PASS, POSTGRES_PASS_NAMED } from './src/server/test/postgres-pass.ts';
import viteConfig from './vite.config.ts';

/** Tests that measure their own process (its heap): each in a fresh worker, nothing before it. */
const OWN_PROCESS = ['src/server/features/exports/exports-memory.test.ts'];

const WEB_TESTS = 'src/web/**/*.test.{ts,tsx}';

/**
 * Web test files that replace a module (`vi.mock`): the replacement would stay in the module cache
 * the other files of a shared worker use, so these run in a fresh one each (`web-module-mocks`).
 */
const WEB_MODULE_MOCKS = globSync(WEB_TESTS).filter((file) =>
  /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')),
);

const apiTests = {
  environment: 'node' as const,
  // dist/server built if stale, for the tests that start the server as a process; then the template.
  globalSetup: ['src/server/test/build-setup.ts', 'src/server/test/global-setup.ts'],
  // As the server entry does: zod's human messages before any schema parses.
  setupFiles: ['src/shared/zod-messages.ts'],
  // Property tests send hundreds of requests; a loaded machine needs the margin.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/**
 * The API tests on one database: `include` in worker processes that run file after file, loading
 * the server's modules once (each file still has its own app and database; import and set-up were
 * most of each file's time), and the OWN_PROCESS files among them in a project of their own
 * (`<name>-own-process`) that starts a fresh process per file.
 */
function apiProjects(
  name: string,
  database: 'pglite' | 'postgres',
  include: string[],
  ownProcessTurn: number,
) {
  const shared = { ...apiTests, env: { TEST_DB: database } };
  return [
    {
      extends: true,
      test: {
        ...shared,
        name,
        include,
        exclude: [...configDefaults.exclude, ...OWN_PROCESS],
        isolate: false,
      },
    },
    {
      extends: true,
      test: {
        ...shared,
        name: `${name}-own-process`,
        include: OWN_PROCESS,
        // The heap test collects garbage before it samples: it measures what the server keeps.
        execArgv: ['--expose-gc'],
        // After every other project, one at a time: a file that measures its process (the
        // export's heap) measures nothing else's work competing for the cores.
        sequence: { groupOrder: ownProcessTurn },
      },
    },
  ];
}

const webTests = {
  environment: 'jsdom' as const,
  include: [WEB_TESTS],
  setupFiles: ['src/web/test/setup.ts'],
  unstubGlobals: true,
  // Above the 5 s that findBy* and waitFor wait (setup.ts), so theirs is the failure shown.
  testTimeout: 15_000,
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One worker more than cores: the API files wait on PostgreSQL, child processes and
      // sockets, so two workers on CI's 2 cores kept ~1.4 of them busy; three keep 1.9
      // (docs/TESTING.md). vitest's default (one fewer than cores) is a single worker there.
      maxWorkers: availableParallelism() + 1,
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
        ...apiProjects('api', 'pglite', ['src/server/**/*.test.ts'], 1),
        // On a real PostgreSQL server when one is configured: the files that depend on the server
        // (src/server/test/postgres-pass.ts, docs/TESTING.md), or all with TEST_POSTGRES_ALL=1.
        ...(process.env.TEST_DATABASE_URL
          ? apiProjects(
              'api-postgres',
              'postgres',
              process.env.TEST_POSTGRES_ALL
                ? ['src/server/**/*.test.ts']
                : [...Object.keys(POSTGRES_PASS), ...POSTGRES_PASS_NAMED],
              2,
            )
          : []),
        // One jsdom and one load of React and the app's modules per worker, file after file
        // (`isolate: false`): loading them again for every file was two thirds of the project's
        // time. Each test still renders afresh; setup.ts and `unstubGlobals` put back what a test
        // changes.
        {
          extends: true,
          test: {
            ...webTests,
            name: 'web',
            exclude: [...configDefaults.exclude, ...WEB_MODULE_MOCKS],
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...webTests, name: 'web-module-mocks', include: WEB_MODULE_MOCKS },
        },
      ],
    },
  }),
);
