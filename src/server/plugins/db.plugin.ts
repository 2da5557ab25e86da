import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the opened database as app.db and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('db', options.database.db);
    if (options.ownsDatabase) app.addHook('onClose', () => options.database.close());
  },
  { name: 'db' },
);
