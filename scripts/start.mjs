// `npm start`: rebuild the web app and the server when their sources changed, then serve the build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureFreshBuild } from './fresh-build.mjs';
import { requireNode, root } from './lib.mjs';

requireNode();
if (!(await ensureFreshBuild(['web', 'server']))) process.exit(1);

// In this process rather than a child, so signals reach the server itself and none is orphaned.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
