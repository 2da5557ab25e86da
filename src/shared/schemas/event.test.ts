import { describe, expect, it } from 'vitest';
import { eventCreateSchema, eventDateErrors, eventUpdateSchema, toGoalList } from './event';
import { eventListQuerySchema } from './event-list-query';

const valid = {
  name: 'KubeCon Europe',
  link: 'https://events.example.org/kubecon',
  location: 'Paris, France',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
};

/** The first message per field, as the API answers them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('eventCreateSchema', () => {
  it('fills the defaults: priority medium, type conference, goal attending, status planning', () => {
    expect(eventCreateSchema.parse(valid)).toEqual({
      ...valid,
      priority: 'medium',
      type: 'conference',
      goal: ['attending'],
      status: 'planning',
      source: 'manual',
      cfpDeadline: null,
      cfpLink: null,
      earlyBirdDeadline: null,
      description: null,
      notes: null,
    });
  });

  it.each([
    ['name', undefined, 'Event name is required'],
    ['name', '   ', 'Event name is required'],
    ['name', 'Ab', 'Event name must be at least 3 characters'],
    ['link', undefined, 'Must be a valid URL'],
    ['link', 'events example org', 'Must be a valid URL'],
    ['link', 'localhost', 'Must be a valid URL'],
    ['link', 'ftp://events.example.org', 'Must be a valid URL'],
    ['link', 'javascript:alert(1)', 'Must be a valid URL'],
    ['location', undefined, 'Location is required'],
    ['location', '', 'Location is required'],
    ['location', 'NY', 'Location must be at least 3 characters'],
    ['startDate', undefined, 'Start date is required'],
    ['startDate', '', 'Start date is required'],
    ['endDate', undefined, 'End date is required'],
    ['cfpLink', 'not a url', 'Must be a valid URL'],
    ['goals', [], 'Select at least one goal'],
    ['goals', '[]', 'Select at least one goal'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    const result = eventCreateSchema.safeParse({ ...valid, [field]: value });
    expect(errorsOf(result)[field]).toBe(message);
  });

  it('gives a link typed without a scheme https://, and keeps full links as they are', () => {
    const parsed = eventCreateSchema.parse({
      ...valid,
      link: ' events.example.org/kubecon ',
      cfpLink: 'www.example.org:8443/cfp?year=2027',
    });
    expect(parsed.link).toBe('https://events.example.org/kubecon');
    expect(parsed.cfpLink).toBe('https://www.example.org:8443/cfp?year=2027');
    expect(eventUpdateSchema.parse({ link: 'http://example.org', cfpLink: '' })).toEqual({
      link: 'http://example.org',
      cfpLink: null,
    });
  });

  it('rejects an end date before the start date, on the end date', () => {
    const result = eventCreateSchema.safeParse({ ...valid, endDate: '2026-02-28' });
    expect(errorsOf(result)).toEqual({ endDate: 'End date cannot be before start date' });
  });

  it('rejects a CFP deadline after the start date, on the CFP deadline', () => {
    const result = eventCreateSchema.safeParse({ ...valid, cfpDeadline: '2026-03-02' });
    expect(errorsOf(result)).toEqual({
      cfpDeadline: 'CFP deadline should be before the event start date',
    });
  });

  it('accepts a one-day event and a CFP deadline on the start date', () => {
    const input = { ...valid, endDate: valid.startDate, cfpDeadline: valid.startDate };
    expect(eventCreateSchema.safeParse(input).success).toBe(true);
  });

  it('reports date rules beside other field errors', () => {
    const result = eventCreateSchema.safeParse({ ...valid, name: '', endDate: '2026-01-01' });
    expect(errorsOf(result)).toMatchObject({
      name: 'Event name is required',
      endDate: 'End date cannot be before start date',
    });
  });

  it('refuses values outside the enumerations, including badge-only extras', () => {
    for (const [field, value] of [
      ['priority', 'important'],
      ['type', 'summit'],
      ['status', 'done'],
      ['source', 'email'],
      ['goals', ['learning']],
    ] as const) {
      expect(eventCreateSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
    }
  });

  it.each([
    ['a JSON string', '["speaking","networking"]', ['speaking', 'networking']],
    ['a list', ['speaking', 'networking'], ['speaking', 'networking']],
    ['a single value', 'sponsoring', ['sponsoring']],
    ['a list with repeats', ['speaking', 'speaking'], ['speaking']],
  ])('accepts goals as %s', (_form, goals, expected) => {
    expect(eventCreateSchema.parse({ ...valid, goals }).goal).toEqual(expected);
    expect(eventCreateSchema.parse({ ...valid, goal: goals }).goal).toEqual(expected);
  });

  it('gives the default goal when none is sent or it is null', () => {
    expect(eventCreateSchema.parse({ ...valid, goals: null }).goal).toEqual(['attending']);
  });

  it('rejects a malformed JSON goal string without throwing', () => {
    expect(eventCreateSchema.safeParse({ ...valid, goals: '["speaking"' }).success).toBe(false);
  });

  it('refuses the NUL character, which PostgreSQL text cannot hold', () => {
    const result = eventCreateSchema.safeParse({
      ...valid,
      name: 'Kube\u0000Con',
      notes: '\u0000',
    });
    expect(errorsOf(result)).toEqual({
      name: 'Text must not contain NUL characters',
      notes: 'Text must not contain NUL characters',
    });
    expect(eventListQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
  });

  it('turns empty optional fields into null', () => {
    const parsed = eventCreateSchema.parse({ ...valid, cfpDeadline: '', cfpLink: '', notes: '  ' });
    expect(parsed).toMatchObject({ cfpDeadline: null, cfpLink: null, notes: null });
  });
});

describe('eventUpdateSchema', () => {
  it('keeps only the fields sent', () => {
    expect(eventUpdateSchema.parse({ location: 'Lyon' })).toEqual({ location: 'Lyon' });
    expect(eventUpdateSchema.parse({})).toEqual({});
  });

  it('clears optional fields sent as null or empty', () => {
    expect(eventUpdateSchema.parse({ cfpDeadline: null, notes: '' })).toEqual({
      cfpDeadline: null,
      notes: null,
    });
  });

  it('allows an empty goal list (goals are optional on edit)', () => {
    expect(eventUpdateSchema.parse({ goals: [] })).toEqual({ goal: [] });
  });

  it.each([
    ['name', 'Ab', 'Event name must be at least 3 characters'],
    ['name', '', 'Event name is required'],
    ['location', 'NY', 'Location must be at least 3 characters'],
    ['link', 'nope', 'Must be a valid URL'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf(eventUpdateSchema.safeParse({ [field]: value }))[field]).toBe(message);
  });

  it('checks date rules between the fields sent together', () => {
    const result = eventUpdateSchema.safeParse({ startDate: '2026-03-05', endDate: '2026-03-01' });
    expect(errorsOf(result)).toEqual({ endDate: 'End date cannot be before start date' });
  });
});

describe('eventDateErrors', () => {
  it('ignores missing or malformed dates', () => {
    expect(eventDateErrors({ startDate: '2026-03-01' })).toEqual({});
    expect(eventDateErrors({ startDate: 'x', endDate: '2020-01-01', cfpDeadline: null })).toEqual(
      {},
    );
  });
});

describe('toGoalList', () => {
  it('reads JSON, lists and single values', () => {
    expect(toGoalList('"speaking"')).toEqual(['speaking']);
    expect(toGoalList(' attending ')).toEqual(['attending']);
    expect(toGoalList(['', 'attending'])).toEqual(['attending']);
  });
});

describe('eventListQuerySchema', () => {
  it('defaults to the first 12 by name ascending', () => {
    expect(eventListQuerySchema.parse({})).toEqual({
      sort: 'name',
      order: 'asc',
      limit: 12,
      offset: 0,
    });
  });

  it('reads a descending sort from a "-" prefix, order=desc and snake_case keys', () => {
    expect(eventListQuerySchema.parse({ sort: '-startDate' })).toMatchObject({
      sort: 'startDate',
      order: 'desc',
    });
    expect(eventListQuerySchema.parse({ sort: 'cfp_deadline', order: 'desc' })).toMatchObject({
      sort: 'cfpDeadline',
      order: 'desc',
    });
  });

  it.each([
    { sort: 'password' },
    { limit: '0' },
    { limit: '501' },
    { limit: 'ten' },
    { offset: '-1' },
    { type: 'party' },
    { from: '2026-02-30' },
  ])('rejects %j', (query) => {
    expect(eventListQuerySchema.safeParse(query).success).toBe(false);
  });
});
