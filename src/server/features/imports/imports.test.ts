import { readFileSync } from 'node:fs';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, events } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { CONFS_TECH_CSV } from '@shared/csv/fixtures/confs-tech';

let context: TestContext;
let user: TestUser;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db, { name: 'Ada Lovelace' });
  api = await actingAs(context, user);
});

const columnMapping = {
  Name: 'name',
  Link: 'link',
  'Start Date': 'start_date',
  'End Date': 'end_date',
  Location: 'location',
  Goals: 'goal',
  Notes: 'notes',
};

const row = (overrides: Record<string, string> = {}) => ({
  Name: 'DevOpsDays Kansas City',
  Link: 'https://devopsdays.org/kc',
  'Start Date': '2026-05-15',
  'End Date': '2026-05-16',
  Location: 'Kansas City, U.S.A.',
  Goals: 'speaking',
  Notes: '',
  ...overrides,
});

/** Start and end on the n-th day after 2026-01-01, so rows do not count as each other's duplicates. */
const onDay = (days: number) => {
  const date = new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
  return { 'Start Date': date, 'End Date': date };
};

const importRows = (csvData: object[], extra: object = {}) =>
  api.inject({
    method: 'POST',
    url: '/api/events/import-csv',
    payload: { csvData, columnMapping, defaultValues: { priority: 'high' }, ...extra },
  });

const snapshot = async () => ({
  events: await context.db.select().from(events).orderBy(events.id),
  history: await context.db.$count(auditLog, isNotNull(auditLog.actorId)),
});

describe('POST /api/events/import-csv', () => {
  it('imports new rows with defaults, the importing user as creator and a history entry each', async () => {
    const response = await importRows(
      [row(), row({ Name: 'KubeCon Europe', Goals: 'Speaking, exhibiting', createdById: '999' })],
      { createdById: 999 },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 2,
      updated: 0,
      skipped: 0,
      duplicates: [],
      errors: [],
    });
    const stored = await context.db.select().from(events).orderBy(events.id);
    expect(stored).toMatchObject([
      {
        name: 'DevOpsDays Kansas City',
        priority: 'high',
        goal: ['speaking'],
        source: 'csv_import',
        createdById: user.id,
      },
      { name: 'KubeCon Europe', goal: ['speaking', 'exhibiting'], createdById: user.id },
    ]);
    const history = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, 'events'))
      .orderBy(auditLog.id);
    expect(history.map((entry) => [entry.action, entry.label])).toEqual([
      ['create', 'DevOpsDays Kansas City'],
      ['create', 'KubeCon Europe'],
    ]);
    expect(history.every((entry) => entry.actorId === user.id)).toBe(true);
  });

  it('reports per-row errors with the event schema messages and imports the valid rows', async () => {
    const response = await importRows([
      row(),
      row({ Name: 'Late', 'End Date': '2026-05-01' }),
      row({ Name: 'Nowhere', Location: '' }),
    ]);
    expect(response.json()).toMatchObject({
      imported: 1,
      errors: [
        'Row 2, End Date: End date cannot be before start date',
        'Row 3, Location: Location is required',
      ],
    });
  });

  it('reads pasted date spellings, with the date order the client chose', async () => {
    const response = await importRows(
      [
        row({ Name: 'Spelt out', 'Start Date': 'Jun 22, 2027', 'End Date': 'June 23, 2027' }),
        row({ Name: 'Day first', 'Start Date': '03/04/2027', 'End Date': '22/04/2027' }),
        row({ Name: 'Not a day', 'Start Date': 'Jun 31, 2027', 'End Date': '2027-07-01' }),
      ],
      { dateOrder: 'dmy' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 2,
      errors: ["Row 3, Start Date: 'Jun 31, 2027' is not a date"],
    });
    const stored = await context.db
      .select({ name: events.name, startDate: events.startDate, endDate: events.endDate })
      .from(events)
      .orderBy(events.id);
    expect(stored).toEqual([
      { name: 'Spelt out', startDate: '2027-06-22', endDate: '2027-06-23' },
      { name: 'Day first', startDate: '2027-04-03', endDate: '2027-04-22' },
    ]);
  });

  it('refuses an unknown date order and names an ambiguous date without one', async () => {
    const bad = await importRows([row()], { dateOrder: 'ymd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ dateOrder: 'Must be one of: dmy, mdy' });
    const ambiguous = await importRows([
      row({ 'Start Date': '03/04/2027', 'End Date': '2027-04-05' }),
    ]);
    expect(ambiguous.json()).toMatchObject({
      imported: 0,
      errors: [
        "Row 1, Start Date: '03/04/2027' could be day/month or month/day: choose the date order",
      ],
    });
  });

  it('skips duplicates by default: exact, fuzzy at 80 %, and within the file', async () => {
    await createEvent(context.db, {
      name: 'Devopsdays Kansas City',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
    });
    await createEvent(context.db, {
      name: 'Software Architecture Summit',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
    });
    const response = await importRows([
      row(),
      row({ Name: 'Global Software Architecture Summit' }),
      row({ Name: 'International JavaScript Conference Munich' }),
      row({ Name: 'International PHP Conference Munich' }),
      row({ Name: 'DevOpsDays Kansas City', 'Start Date': '2026-05-14' }),
      row({ Name: 'international php conference munich' }),
    ]);
    const result = response.json();
    expect(result).toMatchObject({ imported: 3, skipped: 3, updated: 0 });
    expect(result.rows.map((entry: { action: string }) => entry.action)).toEqual([
      'skipped',
      'skipped',
      'imported',
      'imported',
      'imported',
      'skipped',
    ]);
    expect(result.duplicates).toEqual([
      'Row 1: "DevOpsDays Kansas City" matches existing event "Devopsdays Kansas City" (2026-05-15 to 2026-05-16, 100% similar)',
      'Row 2: "Global Software Architecture Summit" matches existing event "Software Architecture Summit" (2026-05-15 to 2026-05-16, 80% similar)',
      'Row 6: "international php conference munich" matches row 4 "International PHP Conference Munich" (2026-05-15 to 2026-05-16, 100% similar)',
    ]);
    expect(await context.db.$count(events)).toBe(5);
  });

  it('dryRun answers the same result and writes nothing', async () => {
    await createEvent(context.db, {
      name: 'DevOpsDays Kansas City',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
    });
    const before = await snapshot();
    const response = await importRows([row(), row({ Name: 'New One' })], { dryRun: true });
    expect(response.json()).toMatchObject({ imported: 1, skipped: 1, dryRun: true });
    expect(response.json().rows[0].duplicateOf).toMatchObject({
      kind: 'existing',
      name: 'DevOpsDays Kansas City',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('update mode overwrites the matched event and records the change', async () => {
    const existing = await createEvent(context.db, {
      name: 'DevOpsDays Kansas City',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
      location: 'Overland Park',
      notes: 'old',
    });
    const response = await importRows([row()], { deduplicationMode: 'update' });
    expect(response.json()).toMatchObject({ imported: 0, updated: 1, skipped: 0 });
    const [stored] = await context.db.select().from(events).where(eq(events.id, existing.id));
    expect(stored).toMatchObject({
      location: 'Kansas City, U.S.A.',
      notes: null,
      priority: 'high',
      goal: ['speaking'],
      updatedById: user.id,
    });
    const [entry] = await context.db.select().from(auditLog).where(isNotNull(auditLog.actorId));
    expect(entry).toMatchObject({ action: 'update', actorId: user.id });
    expect(entry!.changes.location).toEqual({
      from: 'Overland Park',
      to: 'Kansas City, U.S.A.',
    });
  });

  it('merge mode keeps stored values where the import is empty and ignores differences of form', async () => {
    const existing = await createEvent(context.db, {
      name: 'DevOpsDays Kansas City',
      link: 'https://www.devopsdays.org/kc/',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
      location: 'Overland Park',
      notes: 'keep me',
      goal: ['attending'],
      priority: 'low',
    });
    const response = await importRows([row({ Location: 'kansas city, u.s.a.' })], {
      deduplicationMode: 'merge',
      defaultValues: {},
    });
    expect(response.json()).toMatchObject({ updated: 1 });
    expect(response.json().rows[0].changedFields).toEqual(['location', 'goal']);
    const [stored] = await context.db.select().from(events).where(eq(events.id, existing.id));
    expect(stored).toMatchObject({
      link: 'https://www.devopsdays.org/kc/',
      location: 'kansas city, u.s.a.',
      notes: 'keep me',
      priority: 'low',
      goal: ['attending', 'speaking'],
    });
  });

  it('import mode imports duplicates anyway but still lists them', async () => {
    await createEvent(context.db, {
      name: 'DevOpsDays Kansas City',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
    });
    const response = await importRows([row(), row()], { deduplicationMode: 'import' });
    expect(response.json()).toMatchObject({ imported: 2, skipped: 0 });
    expect(response.json().duplicates).toHaveLength(2);
    expect(await context.db.$count(events)).toBe(3);
  });

  it('rolls everything back when the database fails mid-import', async () => {
    const existing = await createEvent(context.db, {
      name: 'DevOpsDays Kansas City',
      startDate: '2026-05-15',
      endDate: '2026-05-16',
      location: 'Overland Park',
    });
    const before = await snapshot();
    // A failure the schema cannot foresee: the audit log insert after the events were written.
    await context.db.execute(
      sql.raw(`create function fail_import() returns trigger language plpgsql as $$
        begin
          if new.label like '%Boom%' then raise exception 'injected failure'; end if;
          return new;
        end $$`),
    );
    await context.db.execute(
      sql.raw(
        'create trigger fail_import before insert on audit_log for each row execute function fail_import()',
      ),
    );
    try {
      const response = await importRows(
        [
          row(),
          ...Array.from({ length: 600 }, (_, index) =>
            row({ ...onDay(index), Name: `Conference ${index}` }),
          ),
          row({ Name: 'Boom Conf' }),
        ],
        { deduplicationMode: 'update' },
      );
      expect(response.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
      const [stored] = await context.db.select().from(events).where(eq(events.id, existing.id));
      expect(stored!.location).toBe('Overland Park');
    } finally {
      await context.db.execute(sql.raw('drop trigger fail_import on audit_log'));
      await context.db.execute(sql.raw('drop function fail_import()'));
    }
  });

  it('refuses a bad request with 400 and unknown users with 401', async () => {
    const bad = await importRows([row()], { deduplicationMode: 'replace' });
    expect(bad.statusCode).toBe(400);
    const unknownField = await api.inject({
      method: 'POST',
      url: '/api/events/import-csv',
      payload: { csvData: [row()], columnMapping: { Name: 'title' } },
    });
    expect(unknownField.statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/events/import-csv',
      payload: { csvData: [], columnMapping: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a body over the 1 MB default limit', async () => {
    const rows = Array.from({ length: 4000 }, (_, index) =>
      row({ ...onDay(index), Name: `Conference number ${index}`, Notes: 'x'.repeat(200) }),
    );
    const response = await importRows(rows, { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toBe(4000);
  });
});

describe('POST /api/events/import-csv with the file as csvText', () => {
  const fixture = () => readFileSync(CONFS_TECH_CSV, 'utf8');
  const fixtureMapping = {
    ...columnMapping,
    Type: 'type',
    'CFP Deadline': 'cfp_deadline',
    'CFP Link': 'cfp_link',
  };
  const importText = (csvText: string, extra: object = {}) =>
    api.inject({
      method: 'POST',
      url: '/api/events/import-csv',
      payload: {
        csvText,
        columnMapping: fixtureMapping,
        defaultValues: { priority: 'medium', goal: ['attending'], location: 'Online' },
        ...extra,
      },
    });

  it('reads the whole confs.tech file as the wizard does', async () => {
    const response = await importText(fixture(), { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1530, skipped: 6, errors: [] });
  });

  it('refuses a file with a stray quote or a wrong column count, naming the rows, and imports nothing', async () => {
    const lines = fixture().split('\r\n');
    // A quote opening a field that had none runs on to the row's next quote, which text follows.
    const row = lines.findIndex((line, index) => index >= 10 && !line.startsWith('"'));
    lines[row] = `"${lines[row]}`;
    const strayQuote = await importText(lines.join('\r\n'));
    expect(strayQuote.statusCode).toBe(400);
    const message = `The file could not be read: Row ${row}: Malformed quote: text follows the closing " of a quoted field (a quote inside a field is written "")`;
    expect(strayQuote.json()).toEqual({ message, errors: { csvText: message } });

    const ragged = await importText(
      'Name,Link,Start Date,End Date,Location,Goals\r\nShort Conf,https://short.example.org\r\n',
    );
    expect(ragged.statusCode).toBe(400);
    expect(ragged.json().message).toBe(
      'The file could not be read: Row 1: Too few fields: expected 6 fields but parsed 2',
    );
    expect(await context.db.$count(events)).toBe(0);
  });

  it('takes rows or a file, not both and not neither', async () => {
    for (const payload of [
      { columnMapping, csvData: [row()], csvText: 'Name\nx' },
      { columnMapping },
    ]) {
      const response = await api.inject({ method: 'POST', url: '/api/events/import-csv', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        csvData: 'Send the rows as csvData or the file as csvText, one of the two',
      });
    }
  });
});
