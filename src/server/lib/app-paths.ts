import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// After bundling this code sits in dist/server/main.js or dist/server/cli/<name>.js, so paths
// relative to the module would differ per output file; the package root is the one fixed point.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The nearest folder at or above `from` that holds a package.json. */
export function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** The app's root folder (package.json, dist/, src/), whether running from src or from dist. */
export const appRoot = findPackageRoot(here);

/** True when this is the compiled server in dist/server, not TypeScript from src/server. */
export const isCompiled = here.startsWith(path.join(appRoot, 'dist') + path.sep);

/** A file shipped beside the server's code: src/server/<relative>, or dist/server/<relative> when compiled. */
export function serverFile(relative: string): string {
  return path.join(appRoot, isCompiled ? 'dist/server' : 'src/server', relative);
}
