// The server the end-to-end tests drive: the built app on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    APP_ENV: 'e2e',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: 'localhost',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // Journeys sign in many times from one address; the lockout itself is covered by API tests.
    LOGIN_RATE_LIMIT: '1000',
    // Journeys share saved sign-ins; a renewal by one would rotate the refresh token under the others.
    OIDC_ACCESS_TOKEN_TTL: '7200',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
