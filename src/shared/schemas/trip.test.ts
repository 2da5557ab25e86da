import { describe, expect, it } from 'vitest';
import {
  TRIP_MESSAGES,
  tripApprovalDraft,
  tripCreateSchema,
  tripLineInputSchema,
  tripReportInputSchema,
} from './trip';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a trip line', () => {
  it('reads money as people type it, in the currency it names', () => {
    expect(
      tripLineInputSchema.parse({ category: 'transport', estimate: '$2,500', actual: '' }),
    ).toEqual({
      category: 'transport',
      description: null,
      currency: 'USD',
      estimate: 2500,
      actual: null,
    });
  });

  it.each([
    [
      { category: 'lodging', currency: 'JPY', estimate: '100.5' },
      'estimate',
      'Must be a whole number for JPY',
    ],
    [
      { category: 'lodging', currency: 'EUR', actual: 1.005 },
      'actual',
      'At most 2 decimal places for EUR',
    ],
    [
      { category: 'lodging', currency: 'XYZ', estimate: 5 },
      'currency',
      'Must be an ISO 4217 currency code such as USD or EUR',
    ],
  ])('names the field of bad money %j', (line, field, message) => {
    expect(issues(tripLineInputSchema.safeParse(line))).toContainEqual([field, message]);
  });

  it('refuses a negative amount and an unknown category', () => {
    expect(tripLineInputSchema.safeParse({ category: 'lodging', estimate: -5 }).success).toBe(
      false,
    );
    expect(tripLineInputSchema.safeParse({ category: 'yacht', estimate: 5 }).success).toBe(false);
  });
});

describe('a trip', () => {
  it('refuses a return before the departure, naming the return date', () => {
    const result = tripCreateSchema.safeParse({
      eventId: 1,
      role: 'speaker',
      departDate: '2027-03-10',
      returnDate: '2027-03-09',
    });
    expect(issues(result)).toEqual([['returnDate', TRIP_MESSAGES.returnBeforeDepart]]);
  });
});

describe('a trip report', () => {
  it('needs a summary and takes a rating from 1 to 5', () => {
    expect(tripReportInputSchema.safeParse({ summary: ' ' }).success).toBe(false);
    expect(tripReportInputSchema.safeParse({ summary: 'Met maintainers', rating: 6 }).success).toBe(
      false,
    );
    expect(tripReportInputSchema.parse({ summary: 'Met maintainers', rating: '4' })).toMatchObject({
      rating: 4,
      links: [],
      submissionIds: [],
    });
  });
});

describe('the approval dialog of a trip', () => {
  it('is pre-filled with the lines and the totals per currency, never converted', () => {
    expect(
      tripApprovalDraft({
        travellerName: 'Grace Hopper',
        eventName: 'FOSDEM',
        role: 'booth_staff',
        lines: [
          {
            id: 1,
            position: 0,
            category: 'transport',
            description: 'Train',
            currency: 'EUR',
            estimate: 180.5,
            actual: null,
          },
          {
            id: 2,
            position: 1,
            category: 'lodging',
            description: null,
            currency: 'USD',
            estimate: 2500,
            actual: null,
          },
          {
            id: 3,
            position: 2,
            category: 'other',
            description: 'Found later',
            currency: 'USD',
            estimate: null,
            actual: 20,
          },
        ],
        totals: [
          { currency: 'EUR', estimate: 180.5, actual: 0, difference: -180.5 },
          { currency: 'USD', estimate: 2500, actual: 20, difference: -2480 },
        ],
      }),
    ).toEqual({
      title: 'Travel: Grace Hopper to FOSDEM',
      description:
        'Grace Hopper goes as booth staff.\n- transport: Train: EUR 180.50\n- lodging: USD 2,500.00',
      estimatedCosts: 'EUR 180.50 + USD 2,500.00',
    });
  });
});
