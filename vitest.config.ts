import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
            include: ['src/shared/**/*.test.ts', 'src/server/lib/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['src/server/**/*.test.ts'],
            exclude: ['src/server/lib/**'],
            globalSetup: ['src/server/test/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/web/**/*.test.{ts,tsx}'],
            setupFiles: ['src/web/test/setup.ts'],
          },
        },
      ],
    },
  }),
);
