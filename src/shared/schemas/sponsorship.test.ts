import { describe, expect, it } from 'vitest';
import {
  sponsorshipCreateSchema,
  sponsorshipListQuerySchema,
  sponsorshipUpdateSchema,
} from './sponsorship';

const valid = { eventId: 1, sponsorName: 'ACME', tier: 'Gold' };

describe('sponsorship schemas', () => {
  it('defaults the status to pending and leaves the rest optional', () => {
    expect(sponsorshipCreateSchema.parse(valid)).toEqual({
      ...valid,
      status: 'pending',
      amount: null,
      contactName: null,
      contactEmail: null,
      notes: null,
    });
  });

  it('requires event, sponsor name and tier, and an address as contact e-mail', () => {
    const result = sponsorshipCreateSchema.safeParse({ tier: ' ', contactEmail: 'nobody' });
    expect(
      Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message])),
    ).toEqual({
      eventId: 'Required',
      sponsorName: 'Required',
      tier: 'Required',
      contactEmail: 'Must be a valid email',
    });
  });

  it('accepts only sponsorship statuses', () => {
    expect(sponsorshipCreateSchema.safeParse({ ...valid, status: 'confirmed' }).success).toBe(true);
    expect(sponsorshipCreateSchema.safeParse({ ...valid, status: 'accepted' }).success).toBe(false);
  });

  it('update keeps absent fields absent', () => {
    expect(sponsorshipUpdateSchema.parse({ amount: '$1' })).toEqual({ amount: '$1' });
  });

  it('list query sorts by level or amount', () => {
    expect(sponsorshipListQuerySchema.parse({ sort: 'level', tier: 'Gold' })).toEqual({
      sort: 'level',
      tier: 'Gold',
    });
    expect(sponsorshipListQuerySchema.parse({ sort: '-amount' }).sort).toBe('-amount');
  });
});
