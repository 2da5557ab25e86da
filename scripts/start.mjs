// `npm start`: rebuild the web app and the server when their sources changed, then serve the build.
import { spawn } from 'node:child_process';
import { ensureFreshBuild } from './fresh-build.mjs';
import { requireNode, root } from './lib.mjs';

requireNode();
if (!(await ensureFreshBuild(['web', 'server']))) process.exit(1);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
