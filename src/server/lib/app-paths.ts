import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// After bundling this code sits in server/main.js, server/cli/<name>.js or server/chunks/ of the
// release, so paths relative to the module would differ per output file; the package root is the
// one fixed point.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The nearest folder at or above `from` that holds a package.json. */
export function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** True when `dir` is `parent` or inside it. */
const isWithin = (dir: string, parent: string) => {
  const relative = path.relative(parent, dir);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The app's root folder: the repository (package.json, src/, dist/) when the server runs as
 * TypeScript, or the release (package.json, server/, web/; `dist/` after `npm run build`) when it
 * runs compiled.
 */
export const appRoot = findPackageRoot(here);

/** True when this is the compiled server of a release, not TypeScript from src/server. */
export const isCompiled = isWithin(here, path.join(appRoot, 'server'));

/** A file shipped beside the server's code: src/server/<relative>, or server/<relative> in a release. */
export function serverFile(relative: string): string {
  return path.join(appRoot, isCompiled ? 'server' : 'src/server', relative);
}

/** The built web app: web/ of the release, or dist/web when the server runs from src. */
export const webRoot = path.join(appRoot, isCompiled ? 'web' : 'dist/web');
