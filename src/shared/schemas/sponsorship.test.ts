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
    expect(sponsorshipUpdateSchema.parse({ amount: '1.5' })).toEqual({ amount: 1.5 });
  });

  it('reads an amount as a number and a currency as an upper-case ISO 4217 code', () => {
    expect(
      sponsorshipCreateSchema.parse({ ...valid, amount: '5000.50', currency: 'eur' }),
    ).toMatchObject({ amount: 5000.5, currency: 'EUR' });
    expect(sponsorshipCreateSchema.parse({ ...valid, amount: 12, currency: 'JPY' })).toMatchObject({
      amount: 12,
      currency: 'JPY',
    });
    const cleared = sponsorshipCreateSchema.parse({ ...valid, amount: '', currency: '' });
    expect(cleared.amount).toBeNull();
    expect(cleared).not.toHaveProperty('currency');
    expect(sponsorshipUpdateSchema.parse({ amount: null })).toEqual({ amount: null });
  });

  it('reads an amount written with a symbol or code, whose currency it then has', () => {
    expect(sponsorshipCreateSchema.parse({ ...valid, amount: '$5,000' })).toMatchObject({
      amount: 5000,
      currency: 'USD',
    });
    expect(sponsorshipUpdateSchema.parse({ amount: '2.500 €', currency: 'eur' })).toEqual({
      amount: 2500,
      currency: 'EUR',
    });
    expect(sponsorshipUpdateSchema.parse({ amount: '5k' })).toEqual({ amount: 5000 });
  });

  it.each([
    [{ amount: 'TBD' }, 'amount', 'Must be an amount such as 5000, 5,000.50 or $5,000'],
    [{ amount: '5,000.00.00' }, 'amount', 'Must be an amount such as 5000, 5,000.50 or $5,000'],
    [
      { amount: '$5,000', currency: 'EUR' },
      'amount',
      'Written in USD but the currency is EUR: leave one out or make them agree',
    ],
    [{ amount: '¥12.5' }, 'amount', 'Must be a whole number for JPY'],
    [{ amount: -1 }, 'amount', 'Must be at least 0'],
    [{ amount: '1.2345' }, 'amount', 'At most 3 decimal places'],
    [{ amount: '1000000000000' }, 'amount', 'Must be at most 999,999,999,999'],
    [{ amount: '10.5051', currency: 'KWD' }, 'amount', 'At most 3 decimal places'],
    [{ amount: '1234.505', currency: 'USD' }, 'amount', 'At most 2 decimal places for USD'],
    [{ amount: 12.5, currency: 'JPY' }, 'amount', 'Must be a whole number for JPY'],
    [
      { amount: 10, currency: 'XYZ' },
      'currency',
      'Must be an ISO 4217 currency code such as USD or EUR',
    ],
    [
      { amount: 10, currency: '€' },
      'currency',
      'Must be an ISO 4217 currency code such as USD or EUR',
    ],
    [
      { amount: '$10', currency: 'us' },
      'currency',
      'Must be an ISO 4217 currency code such as USD or EUR',
    ],
    [{ currency: 'euro' }, 'currency', 'Must be an ISO 4217 currency code such as USD or EUR'],
  ])('refuses %o naming %s', (money, field, message) => {
    for (const schema of [sponsorshipCreateSchema, sponsorshipUpdateSchema]) {
      const result = schema.safeParse({ ...valid, ...money });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [field, message],
      ]);
    }
  });

  it('allows the decimals each currency has', () => {
    expect(
      sponsorshipCreateSchema.safeParse({ ...valid, amount: 1.125, currency: 'KWD' }).success,
    ).toBe(true);
    expect(
      sponsorshipCreateSchema.safeParse({ ...valid, amount: '1.10', currency: 'USD' }).success,
    ).toBe(true);
    expect(
      sponsorshipCreateSchema.safeParse({ ...valid, amount: '1500.0', currency: 'JPY' }).success,
    ).toBe(true);
    expect(
      sponsorshipCreateSchema.safeParse({ ...valid, amount: '1234.125', currency: 'KWD' }).success,
    ).toBe(true);
  });

  it('list query sorts by level or amount', () => {
    expect(sponsorshipListQuerySchema.parse({ sort: 'level', tier: 'Gold' })).toEqual({
      sort: 'level',
      tier: 'Gold',
      limit: 25,
      offset: 0,
    });
    expect(sponsorshipListQuerySchema.parse({ sort: '-amount' }).sort).toBe('-amount');
  });
});
