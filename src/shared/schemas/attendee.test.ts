import { describe, expect, it } from 'vitest';
import { attendeeCreateSchema, attendeeListQuerySchema, attendeeUpdateSchema } from './attendee';
import { eventIdField, NUL_MESSAGE, optionalEmail, sortFilter } from './fields';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('attendee schemas', () => {
  it('needs an event and a name; e-mail, role and notes are optional', () => {
    expect(attendeeCreateSchema.parse({ eventId: '4', name: ' Ada ' })).toEqual({
      eventId: 4,
      name: 'Ada',
      email: null,
      role: null,
      notes: null,
    });
    expect(messages(attendeeCreateSchema.safeParse({}))).toEqual({
      eventId: 'Required',
      name: 'Required',
    });
  });

  it('checks the e-mail format only when an e-mail is given', () => {
    const base = { eventId: 1, name: 'Ada' };
    expect(attendeeCreateSchema.parse({ ...base, email: '' }).email).toBeNull();
    expect(attendeeCreateSchema.parse({ ...base, email: ' ada@example.org ' }).email).toBe(
      'ada@example.org',
    );
    expect(messages(attendeeCreateSchema.safeParse({ ...base, email: 'ada@' }))).toEqual({
      email: 'Must be a valid email',
    });
  });

  it('update keeps absent fields absent and turns cleared ones into null', () => {
    expect(attendeeUpdateSchema.parse({})).toEqual({});
    expect(attendeeUpdateSchema.parse({ notes: '', role: 'Host' })).toEqual({
      notes: null,
      role: 'Host',
    });
  });

  it('list query ignores empty values and reads sort in either spelling', () => {
    expect(attendeeListQuerySchema.parse({ eventId: '', role: '', q: '' })).toEqual({
      limit: 25,
      offset: 0,
    });
    expect(attendeeListQuerySchema.parse({ eventId: '3', sort: '-event_name' })).toEqual({
      eventId: 3,
      sort: '-eventName',
      limit: 25,
      offset: 0,
    });
    expect(attendeeListQuerySchema.safeParse({ sort: 'notes' }).success).toBe(false);
  });
});

describe('shared record fields', () => {
  it('eventIdField takes numbers and numeric strings only', () => {
    expect(eventIdField.parse(7)).toBe(7);
    expect(eventIdField.parse('7')).toBe(7);
    expect(eventIdField.safeParse('seven').error?.issues[0]?.message).toBe('Id must be a number');
    expect(eventIdField.safeParse(null).success).toBe(false);
  });

  it('refuses the NUL character PostgreSQL text cannot hold', () => {
    const result = attendeeCreateSchema.safeParse({
      eventId: 1,
      name: 'a\u0000b',
      notes: '\u0000',
    });
    expect(messages(result)).toEqual({ name: NUL_MESSAGE, notes: NUL_MESSAGE });
    expect(attendeeListQuerySchema.safeParse({ q: '\u0000' }).success).toBe(false);
  });

  it('optionalEmail takes a custom message', () => {
    expect(optionalEmail('Bad').safeParse('x').error?.issues[0]?.message).toBe('Bad');
    expect(optionalEmail().parse(null)).toBeNull();
  });

  it('sortFilter offers each field in both directions', () => {
    const sort = sortFilter(['name', 'createdAt']);
    expect(sort.parse('-created_at')).toBe('-createdAt');
    expect(sort.parse(undefined)).toBeUndefined();
    expect(sort.safeParse('--name').success).toBe(false);
  });
});
