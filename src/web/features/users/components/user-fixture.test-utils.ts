import { vi } from 'vitest';
import type { User } from '@shared/schemas/user';

/** The signed-in user's record as GET /api/users/me answers it. */
export function me(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    username: 'pia',
    name: 'Pia Profile',
    email: 'pia@example.org',
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

/** fetch answering `body` as JSON (status 200 unless given), recording each call. */
export function stubFetch(
  answer: (url: string, init: RequestInit) => { status?: number; body: unknown },
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status = 200, body } = answer(String(input), init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
