// `npm run build`: the server (esbuild, into dist/server) and the web app (Vite, into dist/web).
import { PARTS } from './fresh-build.mjs';
import { requireNode } from './lib.mjs';

requireNode();
for (const name of ['server', 'web']) {
  const started = Date.now();
  const code = await PARTS[name].build().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
  if (code !== 0) {
    console.error(`Building the ${PARTS[name].title} failed.`);
    process.exit(code);
  }
  console.log(`Built the ${PARTS[name].title} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
