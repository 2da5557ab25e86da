// `npm start`: build the web app when its sources are newer than the build, then serve everything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bin, requireNode, root, run } from './lib.mjs';

requireNode();

const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'silent-renew.html',
  'vite.config.ts',
  'package.json',
];
const builtIndex = path.join(root, 'dist/web/index.html');

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...BUILD_INPUTS.map(newestChange))) {
  console.log('Building the web app (sources changed since the last build)…');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
