import type { FastifyInstance } from 'fastify';
import { backupStream } from '../backup/archive-writer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStorage } from '../plugins/storage/file-storage';

export interface ControlServices {
  config: Config;
  db: Db;
  storage: FileStorage;
}

/**
 * Local commands a running server answers on its control socket. Whoever may read DATA_DIR may
 * use them (the socket is 0600), so they need no token; add admin commands here as routes.
 */
export async function controlRoutes(app: FastifyInstance, services: ControlServices) {
  const { config, db, storage } = services;
  const kind = config.databaseUrl ? ('postgres' as const) : ('pglite' as const);

  app.get('/status', async () => ({ pid: process.pid, version: config.version, database: kind }));

  app.get('/backup', async (request, reply) => {
    request.log.info('backup requested through the control socket');
    const archive = backupStream({ db, kind, storage, appVersion: config.version }, (error) =>
      request.log.error({ err: error }, 'backup failed'),
    );
    return reply.header('content-type', 'application/gzip').send(archive);
  });
}
