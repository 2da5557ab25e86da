// Every test that starts the server or a server command as an OS process runs the build in
// dist/server (made fresh once per run by build-setup.ts), as production does: no TypeScript
// transform on each start.
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `node …` arguments that start the compiled server, relative to ROOT. */
export const COMPILED_SERVER = ['--enable-source-maps', 'dist/server/main.js'];

/** `node …` arguments that run the compiled dist/server/cli/<name>.js, relative to ROOT. */
export const compiledCli = (name: string) => ['--enable-source-maps', `dist/server/cli/${name}.js`];
