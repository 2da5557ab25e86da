import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql';
import { databaseMigratedFrom } from '../test/migrated-from';
import type { Database } from './client';

// Migration 0020 gives every CFP submission already stored a talk of the library.

/** Before 0020: two accounts named alike, one Bob, and five submissions of three people. */
const OLD_ROWS = `
  insert into users (keycloak_id, username, name, email) values
    ('s1', 'alice', 'Alice Example', 'alice@example.org'),
    ('s2', 'alice2', 'Alice Example', 'alice2@example.org'),
    ('s3', 'bob', 'Bob', 'bob@example.org');
  insert into events (name, link, start_date, end_date, location) values
    ('Conf One', 'https://one.example', '2026-03-01', '2026-03-02', 'Berlin'),
    ('Conf Two', 'https://two.example', '2026-05-01', '2026-05-02', 'Paris');
  insert into cfp_submissions (event_id, title, abstract, submitter_name, status, created_by_id) values
    (1, 'Rust for OSPOs', 'First abstract', 'Alice Example', 'accepted', 1),
    (2, '  rust for ospos ', 'Second abstract', 'alice example ', 'rejected', 2),
    (2, 'Rust for OSPOs', 'Carol''s take', 'Carol Outside', 'draft', null),
    (1, 'Other talk', 'Another', 'carol outside', 'submitted', null),
    (1, 'Bob talk', 'Bob''s', 'Bob', 'draft', 3);
`;

let database: Database;
const warnings: string[] = [];

beforeAll(async () => {
  database = await databaseMigratedFrom(20, OLD_ROWS, {
    log: { warn: (message) => warnings.push(message) },
  });
});
afterAll(() => database?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));

describe('migration 0020: a talk for every existing CFP submission', () => {
  it('groups submissions by submitter name and title, ignoring case and spaces', async () => {
    const talks = await rows<{ submission: number; talk: number; revision: number }>(
      sql`select id as submission, talk_id as talk, talk_revision_id as revision
          from cfp_submissions order by id`,
    );
    expect(talks.map((row) => row.talk)).toEqual([1, 1, 2, 3, 4]);
    expect(talks.map((row) => row.revision)).toEqual([1, 1, 2, 3, 4]);
  });

  it('makes each talk and its one revision from the latest submission of its group', async () => {
    expect(
      await rows(sql`select id, title, abstract, created_by_id from talks order by id`),
    ).toEqual([
      { id: 1, title: 'rust for ospos', abstract: 'Second abstract', created_by_id: 1 },
      { id: 2, title: 'Rust for OSPOs', abstract: "Carol's take", created_by_id: null },
      { id: 3, title: 'Other talk', abstract: 'Another', created_by_id: null },
      { id: 4, title: 'Bob talk', abstract: "Bob's", created_by_id: 3 },
    ]);
    expect(
      await rows(sql`select talk_id, title, abstract, author_id from talk_revisions order by id`),
    ).toEqual([
      { talk_id: 1, title: 'rust for ospos', abstract: 'Second abstract', author_id: 1 },
      { talk_id: 2, title: 'Rust for OSPOs', abstract: "Carol's take", author_id: null },
      { talk_id: 3, title: 'Other talk', abstract: 'Another', author_id: null },
      { talk_id: 4, title: 'Bob talk', abstract: "Bob's", author_id: 3 },
    ]);
  });

  it('takes speakers from the submitter name: an account of that exact name, else external', async () => {
    expect(await rows(sql`select id, user_id, name from speakers order by id`)).toEqual([
      { id: 1, user_id: 1, name: 'Alice Example' },
      { id: 2, user_id: 3, name: 'Bob' },
      { id: 3, user_id: null, name: 'Carol Outside' },
    ]);
    expect(
      await rows(
        sql`select talk_id, speaker_id, position from talk_speakers order by talk_id, position`,
      ),
    ).toEqual([
      { talk_id: 1, speaker_id: 1, position: 0 },
      { talk_id: 2, speaker_id: 3, position: 0 },
      { talk_id: 3, speaker_id: 3, position: 0 },
      { talk_id: 4, speaker_id: 2, position: 0 },
    ]);
  });

  it('leaves the ids to continue after the rows it made', async () => {
    const [made] = await rows<{ talk: number; speaker: number; revision: number }>(sql`
      insert into talks (title, abstract) values ('New', 'New') returning id as talk,
        (select nextval(pg_get_serial_sequence('speakers', 'id')))::int as speaker,
        (select nextval(pg_get_serial_sequence('talk_revisions', 'id')))::int as revision`);
    expect(made).toEqual({ talk: 5, speaker: 4, revision: 5 });
  });

  it('writes no audit entries and reports how many talks it made in the server log', async () => {
    // The old rows' own inserts are logged; the migration's rows and updates are not.
    expect(
      await rows(sql`select count(*)::int as n from audit_log
                     where action = 'update' or record_type in ('speakers', 'talk_speakers')
                        or (record_type = 'talks' and record_id <= 4)`),
    ).toEqual([{ n: 0 }]);
    expect(warnings).toEqual([
      'Database migration: the talk library was filled from the existing CFP submissions: 4 talk(s) and 3 speaker(s) made',
    ]);
  });
});
