import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateInTransaction } from '../backup/migrate-in-transaction';
import { knownLevels, latestLevel } from '../backup/schema-level';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/index';
import { createUser } from '../test/factories/user-factory';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  openTestDatabase,
  resetDatabase,
} from '../test/test-database';
import { emailOwner, isEmailTaken } from './account-emails';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetDatabase(database.db));

describe('one account per email address', () => {
  it('finds the owner of an address whatever its case, leaving out the asking account', async () => {
    const ada = await createUser(database.db, { email: 'Ada@Example.org' });
    expect(await emailOwner(database.db, ' ada@EXAMPLE.org ')).toBe(ada.id);
    expect(await emailOwner(database.db, 'ada@example.org', ada.id)).toBeUndefined();
    expect(await emailOwner(database.db, 'grace@example.org')).toBeUndefined();
  });

  it('is kept by the database: a second account with the address in another case is refused', async () => {
    await createUser(database.db, { email: 'ada@example.org' });
    const refused = await createUser(database.db, { email: 'ADA@example.org' }).catch(
      (error: unknown) => error,
    );
    expect(isEmailTaken(refused)).toBe(true);
    expect(isEmailTaken(new Error('something else'))).toBe(false);
    // Accounts without an address are as many as there are.
    await database.db.insert(users).values([
      { subject: 'a', username: 'no-mail-a' },
      { subject: 'b', username: 'no-mail-b' },
    ]);
  });
});

it('migration 0010 leaves each address with its earliest account and clears the later copies', async () => {
  const empty = databaseKind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
  const old = empty
    ? await openDatabase({ databaseUrl: empty.url, migrate: false })
    : await openDatabase({
        pglite: await PGlite.create({ extensions: pgliteExtensions }),
        migrate: false,
      });
  try {
    const before = knownLevels().find((level) => level.tag.startsWith('0009_'));
    await migrateInTransaction(old.db, before!);
    await old.db.execute(sql`
      insert into users (keycloak_id, username, email) values
        ('1', 'first', 'shared@example.org'),
        ('2', 'second', 'SHARED@example.org'),
        ('3', 'third', 'Shared@Example.org'),
        ('4', 'own', 'own@example.org'),
        ('5', 'blank-a', ''),
        ('6', 'blank-b', '  '),
        ('7', 'none', null)`);
    await migrateInTransaction(old.db, latestLevel());
    const rows = await old.db
      .select({ username: users.username, email: users.email, version: users.version })
      .from(users)
      .orderBy(asc(users.id));
    expect(rows.map((row) => [row.username, row.email])).toEqual([
      ['first', 'shared@example.org'],
      ['second', null],
      ['third', null],
      ['own', 'own@example.org'],
      ['blank-a', null],
      ['blank-b', null],
      ['none', null],
    ]);
    const refused = await old.db
      .execute(
        sql`insert into users (keycloak_id, username, email) values ('8', 'late', 'OWN@example.org')`,
      )
      .catch((error: unknown) => error);
    expect(isEmailTaken(refused)).toBe(true);
  } finally {
    await old.close();
    await empty?.drop();
  }
});
