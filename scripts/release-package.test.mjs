import { describe, expect, it } from 'vitest';
import { releaseLock, releaseManifest } from './release-package.mjs';

const manifest = {
  name: 'ospo-events',
  version: '1.2.3',
  description: 'Plan events.',
  type: 'module',
  engines: { node: '>=22.12' },
  scripts: {
    start: 'node scripts/start.mjs',
    test: 'node scripts/test.mjs',
    backup: 'node scripts/server-cli.mjs backup',
    'storage:move': 'node scripts/server-cli.mjs storage-move',
  },
  dependencies: { fastify: '^5.0.0' },
  devDependencies: { vite: '^8.0.0' },
};

const lock = {
  name: 'ospo-events',
  version: '1.2.3',
  lockfileVersion: 3,
  requires: true,
  packages: {
    '': { name: 'ospo-events', dependencies: manifest.dependencies, devDependencies: {} },
    'node_modules/fastify': {
      version: '5.1.0',
      integrity: 'sha512-f',
      dependencies: { avvio: '^9' },
    },
    'node_modules/avvio': { version: '9.0.0', integrity: 'sha512-a' },
    'node_modules/vite': { version: '8.0.0', dev: true, optionalDependencies: { fsevents: '*' } },
    'node_modules/fastify/node_modules/semver': { version: '7.0.0', integrity: 'sha512-s' },
  },
};

describe('the release package', () => {
  it('keeps production dependencies and maps each server command to its compiled file', () => {
    const release = releaseManifest(manifest);
    expect(release).toMatchObject({ name: 'ospo-events', version: '1.2.3', type: 'module' });
    expect(release.dependencies).toEqual({ fastify: '^5.0.0' });
    expect(release).not.toHaveProperty('devDependencies');
    expect(release.scripts).toEqual({
      start: 'node server/main.js',
      backup: 'node server/cli/backup.js',
      'storage:move': 'node server/cli/storage-move.js',
    });
  });

  it('locks the same versions and hashes, without what only development needs', () => {
    const release = releaseManifest(manifest);
    const { packages } = releaseLock(lock, release);
    expect(Object.keys(packages).sort()).toEqual([
      '',
      'node_modules/avvio',
      'node_modules/fastify',
      'node_modules/fastify/node_modules/semver',
    ]);
    expect(packages['node_modules/fastify']).toEqual(lock.packages['node_modules/fastify']);
    expect(packages['']).toEqual({
      name: 'ospo-events',
      version: '1.2.3',
      dependencies: { fastify: '^5.0.0' },
      engines: { node: '>=22.12' },
    });
  });

  it('refuses a lock that lacks a dependency or predates npm 7', () => {
    const release = releaseManifest({ ...manifest, dependencies: { fastify: '^5', zod: '^4' } });
    expect(() => releaseLock(lock, release)).toThrow(
      /no entry for dependency zod: run npm install/,
    );
    expect(() => releaseLock({ lockfileVersion: 1, dependencies: {} }, release)).toThrow(
      /lockfileVersion 2 or 3/,
    );
  });
});
