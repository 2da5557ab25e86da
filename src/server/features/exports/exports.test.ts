import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoMapColumns } from '@shared/csv/auto-map';
import { parseCsvText } from '@shared/csv/parse-csv';
import type { CsvImportResult } from '@shared/csv/import-schema';
import { csvCell } from '../../lib/export-stream';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let me: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  me = await createUser(context.db);
});

async function exportOf(path: string) {
  const api = await actingAs(context, me);
  return api.inject({ url: path });
}

describe('CSV cells', () => {
  it('neutralise what a spreadsheet would run as a formula, and quote what RFC 4180 says', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
    ]);
    expect(csvCell('a "quoted", line\nbreak')).toBe('"a ""quoted"", line\nbreak"');
    expect(csvCell(['speaking', 'sponsoring'])).toBe('"speaking, sponsoring"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('exporting events', () => {
  it('writes the import’s columns, UTF-8 with BOM, and imports back as all duplicates', async () => {
    await createEvent(context.db, {
      name: 'Café Conf, "2031"',
      goal: ['speaking', 'sponsoring'],
      startDate: '2031-03-01',
      endDate: '2031-03-03',
      cfpDeadline: '2031-01-15',
      notes: 'Line one\nline two',
    });
    await createEvent(context.db, { name: 'DevRoom Days' });
    const response = await exportOf('/api/events/export/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="events-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = parseCsvText(response.body);
    expect(parsed.headers).toEqual([
      'Name',
      'Link',
      'Start Date',
      'End Date',
      'Location',
      'Priority',
      'Type',
      'Goals',
      'CFP Deadline',
      'CFP Link',
      'Early Bird Deadline',
      'Status',
      'Source',
      'Notes',
    ]);
    expect(parsed.rows.map((row) => row.Name)).toEqual(['Café Conf, "2031"', 'DevRoom Days']);
    expect(parsed.rows[0]).toMatchObject({
      Goals: 'speaking, sponsoring',
      'CFP Deadline': '2031-01-15',
      Notes: 'Line one\nline two',
    });

    const api = await actingAs(context, me);
    const imported = await api.inject({
      method: 'POST',
      url: '/api/events/import-csv',
      payload: {
        csvData: parsed.rows,
        columnMapping: autoMapColumns(parsed.headers),
        deduplicationMode: 'skip',
      },
    });
    expect(imported.statusCode).toBe(200);
    const result = imported.json<CsvImportResult>();
    expect([result.imported, result.skipped, result.errors]).toEqual([0, 2, []]);
  });

  it('selects what the list’s filters and search select, in its order, over every page', async () => {
    for (let i = 0; i < 30; i++) {
      await createEvent(context.db, {
        name: `Meetup ${String(i).padStart(2, '0')}`,
        type: i % 3 === 0 ? 'meetup' : 'conference',
      });
    }
    const response = await exportOf('/api/events/export/json?type=meetup&sort=-name&limit=5');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = response.json<{ name: string; type: string; goal: string[] }[]>();
    expect(rows.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Meetup ${String(27 - 3 * i).padStart(2, '0')}`),
    );
    expect(rows[0]).toMatchObject({ type: 'meetup', goal: ['attending'] });
  });

  it('of an empty selection is the header alone (CSV) or an empty list (JSON)', async () => {
    await createEvent(context.db, { name: 'Only One' });
    const csv = await exportOf('/api/events/export/csv?q=nothing-matches');
    expect(csv.body).toBe(
      '\uFEFFName,Link,Start Date,End Date,Location,Priority,Type,Goals,CFP Deadline,CFP Link,Early Bird Deadline,Status,Source,Notes\r\n',
    );
    const json = await exportOf('/api/events/export/json?q=nothing-matches');
    expect(json.json()).toEqual([]);
  });

  it('refuses an unknown format or filter value with a message, and strangers', async () => {
    const format = await exportOf('/api/events/export/xlsx');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('format must be csv or json');
    expect((await exportOf('/api/events/export/csv?type=party')).statusCode).toBe(400);
    expect((await context.app.inject({ url: '/api/events/export/csv' })).statusCode).toBe(401);
  });
});

describe('exporting the other lists', () => {
  it('gives every row across pages, filtered, for attendees', async () => {
    const event = await createEvent(context.db);
    const other = await createEvent(context.db);
    await context.db.execute(sql`
      insert into attendees (event_id, name, email, role)
      select ${event.id}, 'Person ' || n, 'p' || n || '@example.org', case when n % 2 = 0 then 'speaker' else 'attendee' end
      from generate_series(1, 2500) n`);
    await createAttendee(context.db, { eventId: other.id, name: '=HYPERLINK("x")' });
    const all = parseCsvText((await exportOf('/api/attendees/export/csv')).body);
    expect(all.rows).toHaveLength(2501);
    expect(all.rows.map((row) => row.Name)).toContain('\'=HYPERLINK("x")');
    const speakers = parseCsvText(
      (await exportOf(`/api/attendees/export/csv?eventId=${event.id}&role=speaker`)).body,
    );
    expect(speakers.rows).toHaveLength(1250);
    expect(new Set(speakers.rows.map((row) => row.Role))).toEqual(new Set(['speaker']));
  });

  it('gives sponsorship amounts as plain numbers beside their currency', async () => {
    await createSponsorship(context.db, { sponsorName: 'ACME', amount: 5000.5, currency: 'EUR' });
    await createSponsorship(context.db, { sponsorName: 'Hooli', amount: null, currency: null });
    const csv = parseCsvText(
      (await exportOf('/api/sponsorships/export/csv?sort=sponsorName')).body,
    );
    expect(csv.rows.map((row) => [row.Sponsor, row.Amount, row.Currency])).toEqual([
      ['ACME', '5000.5', 'EUR'],
      ['Hooli', '', ''],
    ]);
    const json = (await exportOf('/api/sponsorships/export/json?sort=sponsorName')).json();
    expect(json.map((row: Record<string, unknown>) => [row.amount, row.currency])).toEqual([
      [5000.5, 'EUR'],
      [null, null],
    ]);
  });

  it('has a CSV and a JSON export for each list screen', async () => {
    for (const list of [
      'cfp-submissions',
      'attendees',
      'sponsorships',
      'stakeholders',
      'talks',
      'approval-workflows',
      'discover',
      'trips',
    ]) {
      for (const format of ['csv', 'json']) {
        const response = await exportOf(`/api/${list}/export/${format}`);
        expect([list, format, response.statusCode]).toEqual([list, format, 200]);
      }
    }
  });
});
