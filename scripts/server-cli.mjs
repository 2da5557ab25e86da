// `node scripts/server-cli.mjs <name> [args…]`: runs the compiled src/server/cli/<name>.ts
// (rebuilt first when the server's sources changed) and exits with its code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFreshBuild } from './fresh-build.mjs';
import { requireNode, root } from './lib.mjs';

requireNode();
const [name, ...args] = process.argv.slice(2);
if (!(await ensureFreshBuild(['server']))) process.exit(1);

const cliDir = path.join(root, 'dist/server/cli');
const script = path.join(cliDir, `${name}.js`);
if (!name || !/^[\w-]+$/.test(name) || !existsSync(script)) {
  const known = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => file.slice(0, -3))
    : [];
  console.error(
    `${name ? `No server command "${name}".` : 'Name a server command.'} ` +
      `Usage: node scripts/server-cli.mjs <name> [args…]; commands: ${known.join(', ') || 'none'}.`,
  );
  process.exit(2);
}

const child = spawn(process.execPath, ['--enable-source-maps', script, ...args], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
