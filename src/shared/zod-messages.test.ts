import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanMessage } from './zod-messages';

/** The first message zod gives for `input`, with the map installed by importing it. */
const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('zod messages', () => {
  it.each([
    ['a missing value', z.string(), undefined, 'Required'],
    ['a null value', z.number(), null, 'Required'],
    ['an empty required text', z.string().trim().min(1), '  ', 'Required'],
    ['a short text', z.string().min(3), 'ab', 'Must be at least 3 characters'],
    ['a long text', z.string().max(160), 'x'.repeat(161), 'At most 160 characters'],
    ['an exact length', z.string().length(2), 'abc', 'Must be exactly 2 characters'],
    ['text for a number', z.number(), 'ten', 'Must be a number'],
    ['a number for text', z.string(), 10, 'Must be text'],
    ['a fraction', z.number().int(), 1.5, 'Must be a whole number'],
    ['a small number', z.number().min(1), 0, 'Must be at least 1'],
    ['a large number', z.number().max(10), 11, 'Must be at most 10'],
    ['a non-positive number', z.number().positive(), 0, 'Must be greater than 0'],
    ['a multiple', z.number().multipleOf(5), 7, 'Must be a multiple of 5'],
    ['an email', z.email(), 'wile at acme', 'Must be a valid email'],
    ['a URL', z.url(), 'nowhere', 'Must be a valid URL'],
    ['a pattern', z.string().regex(/^\d+$/), 'x', 'Has the wrong format'],
    ['an enum', z.enum(['a', 'b', 'c']), 'd', 'Must be one of: a, b, c'],
    ['an enum left empty', z.enum(['a', 'b', 'c']), '', 'Required'],
    ['a literal', z.literal('yes'), 'no', 'Must be yes'],
    ['too few items', z.array(z.string()).min(2), ['a'], 'Must be at least 2 items'],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], 'At most 1 item'],
    ['an unknown key', z.strictObject({}), { colour: 'red' }, 'Unknown field: colour'],
    ['a union', z.union([z.number(), z.boolean()]), 'x', 'Is not valid'],
    ['a missing union', z.union([z.number(), z.string()]), undefined, 'Required'],
    ['a refinement', z.string().refine(() => false), 'x', 'Is not valid'],
  ])('%s', (_case, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('keeps a message the schema states itself', () => {
    expect(messageOf(z.string().min(3, 'Name is too short'), 'ab')).toBe('Name is too short');
  });

  it('never answers with zod default text', () => {
    const schema = z.object({ name: z.string().min(1).max(5), kind: z.enum(['x', 'y']) });
    const issues = schema.safeParse({ name: 'far too long', kind: 'z' }).error?.issues ?? [];
    for (const issue of issues) {
      expect(issue.message).not.toMatch(/Too (small|big)|Invalid (input|option)|expected/);
    }
    expect(humanMessage({ code: 'custom', input: 1, path: [] })).toBe('Is not valid');
  });
});
