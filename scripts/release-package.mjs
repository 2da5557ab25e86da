// The release: dist/ made a package of its own (package.json and package-lock.json beside server/
// and web/), so a deployment copies one folder and installs it with `npm ci --omit=dev`. The
// repository's own lock cannot serve there: it lists dev tools' optional builds for other
// platforms that a registry without them leaves out, and `npm ci` then refuses the whole file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const SERVER_CLI = /^node scripts\/server-cli\.mjs ([\w-]+)$/;

/**
 * The release's package.json: the app's name, version, engines and production dependencies; an
 * npm script for starting the server and one for each server command the repository runs
 * through scripts/server-cli.mjs (backup, restore, …), pointing at the compiled files.
 */
export function releaseManifest(manifest) {
  const scripts = { start: 'node server/main.js' };
  for (const [name, command] of Object.entries(manifest.scripts ?? {})) {
    const cli = SERVER_CLI.exec(command);
    if (cli) scripts[name] = `node server/cli/${cli[1]}.js`;
  }
  return {
    name: manifest.name,
    version: manifest.version,
    private: true,
    description: manifest.description,
    type: manifest.type,
    engines: manifest.engines,
    scripts,
    dependencies: manifest.dependencies ?? {},
  };
}

/**
 * The repository's lock cut down to what `release` installs: npm marks every package that only
 * development needs `dev: true`, so the rest (same paths, versions and integrity hashes) is the
 * production tree.
 */
export function releaseLock(lock, release) {
  if (lock.lockfileVersion < 2 || !lock.packages) {
    throw new Error('package-lock.json must be lockfileVersion 2 or 3 (npm 7 or newer).');
  }
  const packages = {
    '': {
      name: release.name,
      version: release.version,
      dependencies: release.dependencies,
      engines: release.engines,
    },
  };
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location !== '' && !entry.dev) packages[location] = entry;
  }
  for (const name of Object.keys(release.dependencies)) {
    if (!packages[`node_modules/${name}`]) {
      throw new Error(`package-lock.json has no entry for dependency ${name}: run npm install.`);
    }
  }
  return {
    name: release.name,
    version: release.version,
    lockfileVersion: 3,
    requires: true,
    packages,
  };
}

/** Writes package.json and package-lock.json for the release in `dir` (dist/ by default). */
export function writeReleasePackage(dir = path.join(root, 'dist')) {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const release = releaseManifest(read('package.json'));
  const write = (file, json) =>
    writeFileSync(path.join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  write('package.json', release);
  write('package-lock.json', releaseLock(read('package-lock.json'), release));
}
