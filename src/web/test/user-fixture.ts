import type { User } from '@shared/schemas/user';

/** The signed-in user's record as GET /api/users/me answers it: Demo User (id 1) by default. */
export function signedInUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'demo',
    name: 'Demo User',
    email: 'demo@example.org',
    bio: null,
    role: null,
    jobTitle: null,
    headshot: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
