import type { Trip } from '@shared/schemas/trip';

/** A trip of Demo User (id 1) to FOSDEM, in two currencies, as the API answers it. */
export function tripFixture(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 5,
    eventId: 3,
    eventName: 'FOSDEM 2027',
    eventStartDate: '2027-02-06',
    eventEndDate: '2027-02-07',
    travellerId: 1,
    travellerName: 'Demo User',
    role: 'speaker',
    departDate: '2027-02-05',
    returnDate: '2027-02-08',
    status: 'draft',
    workflowId: null,
    booking: {},
    reimbursement: 'not_claimed',
    notes: null,
    lines: [
      {
        id: 11,
        position: 0,
        category: 'ticket',
        description: 'Conference pass',
        currency: 'EUR',
        estimate: 300,
        actual: null,
      },
      {
        id: 12,
        position: 1,
        category: 'transport',
        description: 'Flight SFO–BRU',
        currency: 'USD',
        estimate: 2500,
        actual: null,
      },
      {
        id: 13,
        position: 2,
        category: 'lodging',
        description: 'Hotel Amigo',
        currency: 'EUR',
        estimate: 600,
        actual: null,
      },
    ],
    totals: [
      { currency: 'EUR', estimate: 900, actual: 0, difference: -900 },
      { currency: 'USD', estimate: 2500, actual: 0, difference: -2500 },
    ],
    report: null,
    createdById: 1,
    version: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
