import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../scripts/free-port.mjs';
import { loadConfig, type Config } from '../config';
import { COMPILED_SERVER, ROOT } from './compiled';
import type { ProviderTarget } from './provider-flow';
import { TEST_PUBLIC_URL } from './test-app';

export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** The same configuration the process read, for the provider helpers. */
  config: Config;
  /** Answers like app.inject(), over real HTTP, so the provider-flow helpers drive this process. */
  app: ProviderTarget['app'];
}

/** Another way to start the server: `node <args>` in `cwd` (e.g. a compiled tree). */
export interface ServerCommand {
  cwd: string;
  args: string[];
}

/**
 * Runs the compiled server, `node dist/server/main.js` (or `command`), as a real OS process. PUBLIC_URL is
 * the test origin (as in createTestContext), so tokens and redirects read the same as in-process tests.
 */
export function spawnServer(
  env: { PORT: string } & Record<string, string>,
  command: ServerCommand = { cwd: ROOT, args: COMPILED_SERVER },
): ServerProcess {
  const fullEnv = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    WRITE_RATE_LIMIT: '100000',
    // One process, as before WEB_CONCURRENCY existed (its default is a process per CPU on PostgreSQL).
    WEB_CONCURRENCY: '1',
    // No sync of the open conference data in the background: tests that want it run it.
    DISCOVERY: 'off',
    ...env,
  };
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...process.env, TEST_DB: '', ...fullEnv },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${fullEnv.PORT}`;
  return {
    child,
    url,
    output: () => output,
    exited,
    config: loadConfig(fullEnv),
    app: { inject: (request) => httpInject(url, request) },
  };
}

/** Waits until the server answers /api/health, or fails with its output when it exits first. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited (${exitCode}) before it was ready:\n${server.output()}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

interface InjectRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** One HTTP request answered in app.inject()'s shape (no redirects followed). */
export async function httpInject(base: string, request: InjectRequest) {
  const response = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.payload,
    redirect: 'manual',
  });
  const body = await response.text();
  const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return {
    statusCode: response.status,
    headers,
    body,
    json: () => JSON.parse(body) as unknown,
  };
}
