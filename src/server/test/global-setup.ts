import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { withDatabase } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The same database before any migration: what initdb leaves. */
    pgliteEmptyTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite data-dir dump every test file loads (and one taken before the
 * migrations, for tests that migrate themselves), and, when TEST_DATABASE_URL is set, a
 * PostgreSQL template database every test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const emptyFile = path.join(dir, 'empty.tar');
  await writeFile(emptyFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  project.provide('pgliteEmptyTemplate', emptyFile);
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const templateFile = path.join(dir, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  // Named per run so that two runs on one server never drop each other's template.
  const templateName = `ospo_events_template_${process.pid}_${Date.now().toString(36)}`;
  project.provide('postgresTemplate', templateName);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${templateName}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(serverUrl, templateName) });
    await template.close();
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
