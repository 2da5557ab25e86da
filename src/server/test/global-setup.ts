import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { TEMPLATE_DATABASE, withDatabase } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite data-dir dump every test file loads, and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database every test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-test-'));
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const templateFile = path.join(dir, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase({
      databaseUrl: withDatabase(serverUrl, TEMPLATE_DATABASE),
    });
    await template.close();
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
