import { describe, expect, it } from 'vitest';
import { STAKEHOLDER_ROLES } from '../domain';
import {
  STAKEHOLDER_MISSING_MESSAGE,
  stakeholderCreateSchema,
  stakeholderUpdateSchema,
} from './stakeholder';

const valid = { name: 'Dana', email: 'dana@example.org', role: 'legal', organization: 'Org' };

const messages = (value: unknown) =>
  Object.fromEntries(
    (stakeholderCreateSchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe('stakeholder schemas', () => {
  it('accepts both role lists, the screen’s seven and the older six', () => {
    expect(STAKEHOLDER_ROLES).toHaveLength(13);
    for (const role of STAKEHOLDER_ROLES) {
      expect(stakeholderCreateSchema.safeParse({ ...valid, role }).success).toBe(true);
    }
  });

  it('gives the one "Missing information" message for every missing required field', () => {
    expect(messages({ name: '', role: '', organization: null })).toEqual({
      name: STAKEHOLDER_MISSING_MESSAGE,
      email: STAKEHOLDER_MISSING_MESSAGE,
      role: STAKEHOLDER_MISSING_MESSAGE,
      organization: STAKEHOLDER_MISSING_MESSAGE,
    });
  });

  it('tells a wrong e-mail or role apart from a missing one', () => {
    expect(messages({ ...valid, email: 'dana' })).toEqual({ email: 'Invalid email address' });
    expect(messages({ ...valid, role: 'boss' }).role).toContain('Must be one of: ');
  });

  it('keeps department and notes optional', () => {
    expect(stakeholderCreateSchema.parse(valid)).toEqual({
      ...valid,
      department: null,
      notes: null,
    });
    expect(stakeholderUpdateSchema.parse({ notes: 'x' })).toEqual({ notes: 'x' });
  });
});
