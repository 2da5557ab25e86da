import { describe, expect, it } from 'vitest';
import {
  headshotFileSchema,
  profilePageFormSchema,
  profileUpdateSchema,
  settingsProfileFormSchema,
} from './user';

type Result = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('profile schemas', () => {
  it('profile page: name required, email valid', () => {
    expect(messages(profilePageFormSchema.safeParse({ name: '', email: 'x' }))).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
    });
  });

  it('settings page: name, email, bio, role and job title rules', () => {
    const result = settingsProfileFormSchema.safeParse({
      name: 'A',
      email: 'x',
      bio: 'b'.repeat(161),
      jobTitle: 'J',
    });
    expect(messages(result)).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      bio: 'Bio must be at most 160 characters',
      role: 'Please select a role.',
      jobTitle: 'Job title must be at least 2 characters.',
    });
  });

  it('API update: every field optional, empty text clears, unknown keys dropped', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ bio: '', roles: ['admin'], keycloakId: 'x' })).toEqual({
      bio: null,
    });
    expect(profileUpdateSchema.parse({ preferences: '{"new_cfp_digest":true,"other":1}' })).toEqual(
      { preferences: { new_cfp_digest: true } },
    );
  });

  it('headshot picker: size and image type', () => {
    const file = (size: number, type: string) => ({ name: 'f', size, type });
    expect(headshotFileSchema.safeParse(file(10, 'image/png')).success).toBe(true);
    expect(messages(headshotFileSchema.safeParse(file(10 * 1024 * 1024 + 1, 'image/png')))).toEqual(
      {
        '': 'File size exceeds the 10MB limit.',
      },
    );
    expect(messages(headshotFileSchema.safeParse(file(10, 'application/pdf')))).toEqual({
      '': 'Only JPG, PNG, and GIF images are allowed.',
    });
  });
});
