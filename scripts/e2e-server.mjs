// The end-to-end tests' server: the built app (rebuilt if stale) on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureFreshBuild } from './fresh-build.mjs';
import { root } from './lib.mjs';

if (!(await ensureFreshBuild(['web', 'server']))) process.exit(1);

const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
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
    // Journeys never depend on the network: the open conference data's source is a closed local
    // port, so the first sync (10 s after start) stores the shipped snapshot, then fails to read.
    DISCOVERY_SOURCE_URL: 'http://127.0.0.1:9/',
    DISCOVERY_ALLOW_PRIVATE: '1',
    // Journeys wait for the pass's report requests and webhook deliveries: seconds, not a minute.
    NOTIFICATION_PASS_SECONDS: '5',
    // e2e/admin/webhooks.spec.ts delivers to a plain-HTTP receiver it starts on 127.0.0.1.
    WEBHOOKS_ALLOW_HTTP: '1',
    WEBHOOKS_ALLOW_PRIVATE: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
