import { chmod, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import type { App } from '../app';
import type { Config } from '../config';
import { controlSocketPath } from './control-client';
import { controlRoutes } from './control.routes';

/** The longest socket path the OS takes (sun_path less its closing zero byte). */
const MAX_SOCKET_PATH = process.platform === 'linux' ? 107 : 103;

export interface ControlSocket {
  path: string;
  /** Stops answering (ongoing commands are cut off) and removes the socket; never rejects. */
  close(): Promise<void>;
}

/** True when some process accepts connections on the socket (a stale one refuses them). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    const settle = (live: boolean) => {
      socket.destroy();
      resolve(live);
    };
    socket.setTimeout(2000, () => settle(false));
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
  });
}

/**
 * Serves the control routes on DATA_DIR/control.sock, for commands run on this machine (the
 * backup CLI while the embedded database is held by this process). A socket left by a killed
 * server is replaced; one another live server answers on is left alone, with a warning.
 */
export async function startControlSocket(app: App, config: Config): Promise<ControlSocket | null> {
  const socketPath = controlSocketPath(config.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too long for the control socket ${socketPath}: a socket path has at most ` +
        `${MAX_SOCKET_PATH} bytes. Choose a shorter DATA_DIR.`,
    );
  }
  if (await answers(socketPath)) {
    app.log.warn(`Another process answers on ${socketPath}; this server opens no control socket`);
    return null;
  }
  let requests = 0;
  const control = Fastify({
    loggerInstance: app.log,
    forceCloseConnections: true,
    genReqId: () => `control-${++requests}`,
  });
  await control.register(controlRoutes, { config, db: app.db, storage: app.storage });
  // Nothing else may have made DATA_DIR (PostgreSQL, secrets from SECRETS_FILE, files in the
  // database). Bound in a folder only we can enter, made 0600, then moved into place over any
  // stale socket: nobody else can connect at any moment, whatever the umask.
  await mkdir(config.dataDir, { recursive: true });
  const privateDir = await mkdtemp(path.join(config.dataDir, '.c'));
  try {
    const temporary = path.join(privateDir, 's');
    await control.listen({
      path: temporary,
      // Bound by this process even in a cluster worker (not handed to the primary to share).
      exclusive: true,
      listenTextResolver: () => `Control socket at ${socketPath}`,
    });
    await chmod(temporary, 0o600);
    await rename(temporary, socketPath);
  } catch (error) {
    await control.close();
    throw error;
  } finally {
    await rm(privateDir, { recursive: true, force: true });
  }
  const { ino } = await stat(socketPath);
  return {
    path: socketPath,
    async close() {
      await control.close().catch((error: unknown) => app.log.error(error));
      // A server started since may have replaced it: remove only our own.
      const current = await stat(socketPath).catch(() => null);
      if (current?.ino === ino) await rm(socketPath, { force: true });
    },
  };
}
