import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateArchive } from '../backup/validate-archive';
import { loadConfig } from '../config';
import { createEvent } from '../test/factories/event-factory';
import { createTestContext, type TestContext } from '../test/test-app';
import { controlRequest, controlSocketAnswers, controlSocketPath } from './control-client';
import { startControlSocket, type ControlSocket } from './control-socket';

let context: TestContext;
let socket: ControlSocket | null = null;
const others: Server[] = [];

beforeAll(async () => {
  context = await createTestContext();
});
afterEach(async () => {
  await socket?.close();
  socket = null;
  for (const other of others.splice(0)) await new Promise((resolve) => other.close(resolve));
});
afterAll(() => context.close());

const socketPath = () => controlSocketPath(context.dataDir);

/** A Unix socket server on `file`; with `stale`, closed again but its socket file left behind. */
async function otherServer(file: string, stale = false): Promise<void> {
  const server = createServer((connection) => connection.end());
  // Bound elsewhere and moved: closing then unlinks the old name and leaves `file`, like a kill -9.
  const bound = `${file}.bound`;
  await new Promise<void>((resolve) => server.listen(bound, resolve));
  await rename(bound, file);
  if (stale) await new Promise((resolve) => server.close(resolve));
  else others.push(server);
}

describe('control socket', () => {
  it('answers on DATA_DIR/control.sock, readable and writable by the owner only', async () => {
    socket = await startControlSocket(context.app, context.config);
    expect(socket!.path).toBe(socketPath());
    const info = await stat(socketPath());
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
    const status = await controlRequest(context.dataDir, '/status');
    const body = JSON.parse(await text(status));
    expect(body).toMatchObject({ pid: process.pid, version: context.config.version });
  });

  it('streams a whole backup of the running app', async () => {
    await createEvent(context.db);
    socket = await startControlSocket(context.app, context.config);
    const file = path.join(context.dataDir, 'through-socket.gz');
    await pipeline(await controlRequest(context.dataDir, '/backup'), createWriteStream(file));
    const { trailer } = await validateArchive(file);
    expect(trailer.tables.events).toBe(1);
    await rm(file);
  });

  it('removes the socket when it closes', async () => {
    socket = await startControlSocket(context.app, context.config);
    await socket!.close();
    socket = null;
    await expect(stat(socketPath())).rejects.toThrow(/ENOENT/);
    expect(await controlSocketAnswers(context.dataDir)).toBe(false);
  });

  it('replaces a socket a killed server left behind', async () => {
    await otherServer(socketPath(), true);
    expect((await stat(socketPath())).isSocket()).toBe(true);
    socket = await startControlSocket(context.app, context.config);
    expect(socket).not.toBeNull();
    expect(await controlSocketAnswers(context.dataDir)).toBe(true);
  });

  it('leaves a socket another live process answers on alone', async () => {
    await otherServer(socketPath());
    const before = await stat(socketPath());
    socket = await startControlSocket(context.app, context.config);
    expect(socket).toBeNull();
    expect((await stat(socketPath())).ino).toBe(before.ino);
    await rm(socketPath());
  });

  it('makes DATA_DIR when nothing else did (PostgreSQL, secrets from SECRETS_FILE)', async () => {
    const dataDir = path.join(context.dataDir, 'not-made-yet');
    socket = await startControlSocket(context.app, { ...context.config, dataDir });
    expect((await stat(controlSocketPath(dataDir))).isSocket()).toBe(true);
  });

  it('stops start-up, naming DATA_DIR, when the socket path would be too long', async () => {
    const deep = await mkdtemp(path.join(context.dataDir, 'x'.repeat(100)));
    const config = loadConfig({ ...process.env, DATA_DIR: deep });
    await expect(startControlSocket(context.app, config)).rejects.toThrow(/^DATA_DIR is too long/);
  });
});
