import { describe, expect, it } from 'vitest';
import type { CsvColumnMapping } from './csv-columns';
import type { ExistingEvent } from './merge-event';
import { planImport, prepareRows } from './plan-import';

const mapping: CsvColumnMapping = {
  Name: 'name',
  Link: 'link',
  Start: 'startDate',
  End: 'endDate',
  Location: 'location',
  Goals: 'goal',
  CFP: 'cfpDeadline',
  Notes: 'notes',
  Ignored: null,
};

const row = (overrides: Record<string, string> = {}) => ({
  Name: 'DevOpsDays Kansas City',
  Link: 'https://devopsdays.org/kc',
  Start: '2026-05-15',
  End: '2026-05-16',
  Location: 'Kansas City, U.S.A.',
  Goals: '',
  CFP: '',
  Notes: '',
  Ignored: 'x',
  ...overrides,
});

const stored = (overrides: Partial<ExistingEvent> = {}): ExistingEvent => ({
  id: 7,
  name: 'Devopsdays Kansas City',
  link: 'https://www.devopsdays.org/kc/',
  startDate: '2026-05-15',
  endDate: '2026-05-16',
  location: 'Kansas City, U.S.A.',
  priority: 'high',
  type: 'conference',
  goal: ['speaking'],
  cfpDeadline: '2026-03-01',
  cfpLink: null,
  earlyBirdDeadline: null,
  status: 'confirmed',
  source: 'manual',
  notes: 'Booth 12',
  ...overrides,
});

describe('prepareRows', () => {
  it('converts a row with defaults, comma-separated goals and csv_import as source', () => {
    const prepared = prepareRows([row({ Goals: 'Speaking, attending' })], mapping, {
      priority: 'high',
    });
    expect(prepared.errors).toEqual([]);
    expect(prepared.valid[0]!.event).toMatchObject({
      name: 'DevOpsDays Kansas City',
      goal: ['speaking', 'attending'],
      priority: 'high',
      type: 'conference',
      source: 'csv_import',
      cfpDeadline: null,
    });
  });

  it('gives per-row errors with the event schema messages', () => {
    const prepared = prepareRows([row(), row({ End: '2026-05-01', Location: '' })], mapping, {});
    expect(prepared.errors).toEqual([
      'Row 2, Location: Location is required',
      'Row 2, End Date: End date cannot be before start date',
    ]);
    expect(prepared.valid.map((item) => item.row)).toEqual([1]);
  });

  it('fills an empty mapped cell from the default', () => {
    const prepared = prepareRows([row({ Location: '' })], mapping, { location: 'Online' });
    expect(prepared.valid[0]!.event.location).toBe('Online');
  });

  it('treats an unparseable optional date as empty and warns, naming row and column', () => {
    const prepared = prepareRows([row({ CFP: 'Feb 30, 2026' })], mapping, {});
    expect(prepared.valid[0]!.event.cfpDeadline).toBeNull();
    expect(prepared.warnings).toEqual([
      "Row 1, CFP Deadline: 'Feb 30, 2026' is not a date; treated as empty",
    ]);
  });

  it('reads the date spellings people paste', () => {
    const prepared = prepareRows(
      [
        row({ Start: 'Jun 22, 2027', End: '23 June 2027', CFP: '2027-04-01' }),
        row({ Name: 'Two', Start: '22/06/2027', End: '06/23/2027', CFP: '01/04/2027' }),
      ],
      mapping,
      {},
      'dmy',
    );
    expect(prepared.errors).toEqual([]);
    expect(prepared.warnings).toEqual([]);
    expect(
      prepared.valid.map(({ event }) => [event.startDate, event.endDate, event.cfpDeadline]),
    ).toEqual([
      ['2027-06-22', '2027-06-23', '2027-04-01'],
      ['2027-06-22', '2027-06-23', '2027-04-01'],
    ]);
  });

  it('says which row and column hold a required date that is not one', () => {
    const prepared = prepareRows(
      [row(), row(), row(), row({ Start: 'Jun 31, 2027', End: '2027-07-01' })],
      mapping,
      {},
    );
    expect(prepared.errors).toEqual(["Row 4, Start Date: 'Jun 31, 2027' is not a date"]);
    expect(prepared.valid.map((item) => item.row)).toEqual([1, 2, 3]);
  });

  it('asks for the date order when a numeric date could be read two ways', () => {
    const ambiguous = row({ Start: '03/04/2027', End: '03/04/2027' });
    expect(prepareRows([ambiguous], mapping, {}).errors).toEqual([
      "Row 1, Start Date: '03/04/2027' could be day/month or month/day: choose the date order",
      "Row 1, End Date: '03/04/2027' could be day/month or month/day: choose the date order",
    ]);
    expect(prepareRows([ambiguous], mapping, {}, 'mdy').valid[0]!.event.startDate).toBe(
      '2027-03-04',
    );
  });
});

describe('planImport', () => {
  const plan = (
    rows: ReturnType<typeof row>[],
    existing: ExistingEvent[],
    mode: 'skip' | 'update' | 'merge' | 'import',
  ) => planImport(prepareRows(rows, mapping, {}), existing, mode);

  it('skips a stored duplicate and says what it matched', () => {
    const { inserts, result } = plan([row(), row({ Name: 'KubeCon' })], [stored()], 'skip');
    expect(inserts.map((item) => item.event.name)).toEqual(['KubeCon']);
    expect(result).toMatchObject({ imported: 1, updated: 0, skipped: 1 });
    expect(result.duplicates).toEqual([
      'Row 1: "DevOpsDays Kansas City" matches existing event "Devopsdays Kansas City" (2026-05-15 to 2026-05-16, 100% similar)',
    ]);
    expect(result.rows[0]).toMatchObject({
      action: 'skipped',
      duplicateOf: { kind: 'existing', eventId: 7 },
    });
  });

  it('finds duplicates within the file itself', () => {
    const { inserts, result } = plan([row(), row({ Name: 'Devopsdays Kansas City' })], [], 'skip');
    expect(inserts).toHaveLength(1);
    expect(result).toMatchObject({ imported: 1, skipped: 1 });
    expect(result.rows[1]).toMatchObject({
      action: 'skipped',
      duplicateOf: { kind: 'file', row: 1 },
    });
  });

  it('imports duplicates anyway in import mode', () => {
    const { inserts, result } = plan([row(), row()], [stored()], 'import');
    expect(inserts).toHaveLength(2);
    expect(result).toMatchObject({ imported: 2, skipped: 0 });
    expect(result.duplicates).toHaveLength(2);
  });

  it('update overwrites covered fields, clears empty optional ones and keeps empty required ones', () => {
    const { updates, result } = plan([row({ Notes: '' })], [stored()], 'update');
    expect(result.updated).toBe(1);
    expect(updates[0]!.patch).toEqual({
      name: 'DevOpsDays Kansas City',
      link: 'https://devopsdays.org/kc',
      cfpDeadline: null,
      notes: null,
    });
  });

  it('merge keeps stored values where the import is empty or differs only in form', () => {
    const { updates, result } = plan(
      [row({ Goals: 'attending', Notes: 'Bring stickers' })],
      [stored()],
      'merge',
    );
    expect(result.updated).toBe(1);
    expect(updates[0]!.patch).toEqual({ goal: ['speaking', 'attending'], notes: 'Bring stickers' });
  });

  it('counts a merge that changes nothing as skipped', () => {
    const { updates, result } = plan([row()], [stored()], 'merge');
    expect(updates).toEqual([]);
    expect(result).toMatchObject({ updated: 0, skipped: 1 });
  });
});
