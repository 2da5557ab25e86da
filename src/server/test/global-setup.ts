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

interface Templates {
  pgliteEmptyTemplate: string;
  pgliteTemplate: string;
  postgresTemplate: string;
  teardown: () => Promise<void>;
}

const shared = globalThis as { testTemplates?: Promise<Templates> };

/**
 * Migrates once per run: a PGlite data-dir dump every test file loads (and one taken before the
 * migrations, for tests that migrate themselves), and, when TEST_DATABASE_URL is set, a
 * PostgreSQL template database every test file copies. vitest runs this setup for each of the four
 * API projects, one after another before any test, each loading it as a module of its own: the
 * first makes the templates, the others provide the same ones.
 */
export default async function setup(project: TestProject) {
  const first = !shared.testTemplates;
  shared.testTemplates ??= makeTemplates();
  const { teardown, ...templates } = await shared.testTemplates;
  project.provide('pgliteEmptyTemplate', templates.pgliteEmptyTemplate);
  project.provide('pgliteTemplate', templates.pgliteTemplate);
  project.provide('postgresTemplate', templates.postgresTemplate);
  // Removed once, after every project's tests.
  return first ? teardown : undefined;
}

async function makeTemplates(): Promise<Templates> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const emptyFile = path.join(dir, 'empty.tar');
  await writeFile(emptyFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const templateFile = path.join(dir, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));

  // Named per run so that two runs on one server never drop each other's template.
  const templateName = `ospo_events_template_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${templateName}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(serverUrl, templateName) });
    await template.close();
  }

  return {
    pgliteEmptyTemplate: emptyFile,
    pgliteTemplate: templateFile,
    postgresTemplate: templateName,
    async teardown() {
      // A watcher that restarts makes new ones.
      shared.testTemplates = undefined;
      await rm(dir, { recursive: true, force: true });
      if (serverUrl) {
        const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists ${templateName} with (force)`);
        await admin.end();
      }
    },
  };
}
