// "Build if stale" for npm start, the server CLIs and the end-to-end server: a part is rebuilt
// only when a source is newer than its build. A checkout installed without dev dependencies has no
// build tools, so it serves the build it was given.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

/** What each part is built from and into, and with which dev dependency. */
export const PARTS = {
  web: {
    title: 'web app',
    sources: 'src/web',
    inputs: [
      'src/web',
      'src/shared',
      'public',
      'index.html',
      'silent-renew.html',
      'vite.config.ts',
      'scripts/vite-precompress.ts',
      'package.json',
    ],
    output: 'dist/web/index.html',
    tool: 'vite',
    build: () => run(bin('vite'), ['build', '--logLevel', 'warn']),
  },
  server: {
    title: 'server',
    sources: 'src/server',
    inputs: [
      'src/server',
      'src/shared',
      'package.json',
      'package-lock.json',
      'scripts/server-build.mjs',
      'scripts/release-package.mjs',
    ],
    // Written last: the release's package.json, beside dist/server and dist/web.
    output: 'dist/package.json',
    tool: 'esbuild',
    async build() {
      const { buildServer } = await import('./server-build.mjs');
      const { writeReleasePackage } = await import('./release-package.mjs');
      await buildServer();
      writeReleasePackage();
      return 0;
    },
  },
};

/** Newest modification time under `entry` (tests excluded: they are not part of a build). */
function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full) || /\.test\.tsx?$/.test(entry)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

const NO_BUILD_ADVICE =
  'Run `npm install && npm run build` (with the dev dependencies). To deploy, copy the built ' +
  'dist/ folder, a package of its own, to the server (docs/DEPLOYMENT.md).';

/**
 * Builds each named part ('web', 'server') whose sources changed since its last build.
 * Resolves true when every part has a build to serve; false after printing why not.
 */
export async function ensureFreshBuild(names) {
  for (const name of names) {
    const part = PARTS[name];
    const output = path.join(root, part.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    // A deployed tree has dist/ without src/: nothing there can be newer than the build.
    const hasSources = existsSync(path.join(root, part.sources));
    const stale = hasSources ? builtAt < Math.max(...part.inputs.map(newestChange)) : !builtAt;
    if (!stale) continue;
    const canBuild = existsSync(path.join(root, 'node_modules', part.tool, 'package.json'));
    if (!canBuild && builtAt) {
      console.warn(
        `The ${part.title}'s sources changed since its build, but ${part.tool} is not installed ` +
          '(a production install?): serving the existing build. Run `npm run build` to update it.',
      );
      continue;
    }
    if (!canBuild) {
      console.error(`There is no ${part.title} build (${part.output}). ${NO_BUILD_ADVICE}`);
      return false;
    }
    console.log(`Building the ${part.title} (sources changed since the last build)…`);
    try {
      if ((await part.build()) !== 0) return false;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return false;
    }
  }
  return true;
}
