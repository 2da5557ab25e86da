import { z } from 'zod';
import {
  type TripBookingItem,
  TRIP_BOOKING_STATES,
  TRIP_COST_CATEGORIES,
  TRIP_GO_AGAIN,
  TRIP_REIMBURSEMENT_STATES,
  TRIP_ROLES,
} from '../domain';
import { amountField, currencyField, moneyProblem } from '../money';
import { TRIP_STATUSES } from '../trip-status';
import { idSchema, isCalendarDate } from './common';
import {
  eventIdField,
  optionalFilter,
  optionalFreeText,
  pageFields,
  requiredText,
  sortFilter,
} from './fields';
import { versionSchema } from './record-version';
import { workflowCreateSchema } from './approval-workflow';

/**
 * Trips (docs/product.md, Trips). Routes:
 * - GET /api/trips (mine and those I review; admins: all; `eventId` for an event's Trips tab)
 * - POST /api/trips; GET/PUT/DELETE /api/trips/{id} (PUT with If-Match)
 * - POST /api/trips/{id}/request-approval, /cancel, /complete
 * - PUT /api/trips/{id}/booking (the checklist), /actuals (actual amounts, reimbursement),
 *   /report (once the event has ended)
 * - GET /api/trips/export/{csv|json} (the list's filters)
 */

export const TRIP_MESSAGES = {
  returnBeforeDepart: 'Return date must be on or after the departure date',
  dateFormat: 'Must be a date such as 2027-03-15',
} as const;

const clearableDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), TRIP_MESSAGES.dateFormat)
  .transform((value) => value || null)
  .nullish();

/** One cost: estimated before the trip (and/or actual after), in one currency. */
export const tripLineInputSchema = z
  .object({
    /** An existing line when editing; absent for a new one. */
    id: idSchema.optional(),
    category: z.enum(TRIP_COST_CATEGORIES),
    description: optionalFreeText(500),
    /** ISO 4217; else the one the amount's text names; else the server's default currency. */
    currency: currencyField,
    estimate: amountField,
    actual: amountField,
  })
  .superRefine((line, ctx) => {
    for (const field of ['estimate', 'actual'] as const) {
      const problem = moneyProblem({ amount: line[field], currency: line.currency });
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  })
  .transform(({ estimate, actual, currency, ...rest }) => ({
    ...rest,
    currency: currency ?? estimate?.currency ?? actual?.currency,
    estimate: estimate ? estimate.amount : null,
    actual: actual ? actual.amount : null,
  }));
export type TripLineInput = z.output<typeof tripLineInputSchema>;

const tripFields = {
  eventId: eventIdField,
  /** The account that travels; the person planning it when absent (admins plan for others). */
  travellerId: idSchema.optional(),
  role: z.enum(TRIP_ROLES),
  departDate: clearableDate,
  returnDate: clearableDate,
  notes: optionalFreeText(),
  lines: z.array(tripLineInputSchema).max(50),
};

const datesInOrder = (
  trip: { departDate?: string | null; returnDate?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (trip.departDate && trip.returnDate && trip.returnDate < trip.departDate)
    ctx.addIssue({
      code: 'custom',
      path: ['returnDate'],
      message: TRIP_MESSAGES.returnBeforeDepart,
    });
};

export const tripCreateSchema = z
  .object({ ...tripFields, lines: tripFields.lines.default([]) })
  .superRefine(datesInOrder);
export type NewTrip = z.output<typeof tripCreateSchema>;

/** Every field optional; `lines` replaces the estimate (lines without id are new, missing ones go). */
export const tripUpdateSchema = z.object(tripFields).partial().superRefine(datesInOrder);
export type TripChanges = z.output<typeof tripUpdateSchema>;

const bookingItemSchema = z.object({
  state: z.enum(TRIP_BOOKING_STATES),
  /** A reference, the hotel's name. */
  note: optionalFreeText(500),
});

/**
 * PUT /api/trips/{id}/booking: the items given replace theirs, the others stay. With all three
 * set and none left to book, an approved trip is booked; an item back to "to book" makes a booked
 * trip approved again.
 */
export const tripBookingSchema = z.object({
  ticket: bookingItemSchema.optional(),
  transport: bookingItemSchema.optional(),
  lodging: bookingItemSchema.optional(),
} satisfies Record<TripBookingItem, unknown>);
export type TripBooking = z.output<typeof tripBookingSchema>;

/**
 * PUT /api/trips/{id}/actuals: lines with an id (of this trip) get their actual amount (their
 * estimate stays); lines without one are costs found after, with an actual only. Lines left out
 * stay as they are. `paid` is an admin's to set.
 */
export const tripActualsSchema = z.object({
  lines: z.array(tripLineInputSchema).max(50).optional(),
  reimbursement: z.enum(TRIP_REIMBURSEMENT_STATES).optional(),
});
export type TripActuals = z.output<typeof tripActualsSchema>;

const count = z.coerce.number().int().min(0).max(1_000_000).nullish();

export const tripLinkSchema = z.object({
  label: requiredText(100),
  url: z.url({ protocol: /^https?$/, error: 'Must be a web address (https://…)' }),
});

/** The trip report the traveller is asked for once the event has ended. */
export const tripReportInputSchema = z.object({
  summary: requiredText(10_000),
  peopleReached: count,
  leads: count,
  /** Talks given: CFP submissions of the trip's event. */
  submissionIds: z.array(idSchema).max(20).default([]),
  rating: z.coerce.number().int().min(1).max(5).nullish(),
  goAgain: z.enum(TRIP_GO_AGAIN).nullish(),
  links: z.array(tripLinkSchema).max(20).default([]),
});

const moneyNumber = z.number().nullable();

export const tripLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  category: z.enum(TRIP_COST_CATEGORIES),
  description: z.string().nullable(),
  currency: z.string(),
  estimate: moneyNumber,
  actual: moneyNumber,
});

/** One currency's sums; a currency is never converted into another. */
export const tripTotalSchema = z.object({
  currency: z.string(),
  estimate: z.number(),
  actual: z.number(),
  /** actual − estimate over the lines of this currency. */
  difference: z.number(),
});
export type TripTotal = z.infer<typeof tripTotalSchema>;

export const tripReportSchema = z.object({
  summary: z.string(),
  peopleReached: z.number().int().nullable(),
  leads: z.number().int().nullable(),
  submissionIds: z.array(z.number().int()),
  rating: z.number().int().nullable(),
  goAgain: z.enum(TRIP_GO_AGAIN).nullable(),
  links: z.array(tripLinkSchema),
  /** The trip_report asset saving it made. */
  assetId: z.number().int().nullable(),
});

export const tripSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventStartDate: z.string(),
  eventEndDate: z.string(),
  travellerId: z.number().int(),
  travellerName: z.string(),
  role: z.enum(TRIP_ROLES),
  departDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  status: z.enum(TRIP_STATUSES),
  workflowId: z.number().int().nullable(),
  booking: z.record(
    z.string(),
    z.object({ state: z.enum(TRIP_BOOKING_STATES), note: z.string().nullable() }),
  ),
  reimbursement: z.enum(TRIP_REIMBURSEMENT_STATES),
  notes: z.string().nullable(),
  lines: z.array(tripLineSchema),
  totals: z.array(tripTotalSchema),
  report: tripReportSchema.nullable(),
  createdById: z.number().int().nullable(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

export const TRIP_SORTS = [
  'departDate',
  'eventStartDate',
  'traveller',
  'status',
  'createdAt',
] as const;

export const tripListQuerySchema = z.object({
  travellerId: optionalFilter(idSchema),
  eventId: optionalFilter(idSchema),
  status: optionalFilter(z.enum(TRIP_STATUSES)),
  /** Trips whose event ends on or after this date. */
  from: optionalFilter(z.string().refine(isCalendarDate, TRIP_MESSAGES.dateFormat)),
  /** Trips whose event starts on or before this date. */
  to: optionalFilter(z.string().refine(isCalendarDate, TRIP_MESSAGES.dateFormat)),
  /** Newest departure first when absent. */
  sort: sortFilter(TRIP_SORTS),
  ...pageFields(),
});
export type TripListQuery = z.output<typeof tripListQuerySchema>;

/** "Request approval": the workflow's fields; its type (travel_request) and event are the trip's. */
export const tripApprovalSchema = workflowCreateSchema.omit({ itemType: true, itemId: true });
export type TripApproval = z.input<typeof tripApprovalSchema>;

// Plain spaces: the text goes into a workflow's free-text field, where a no-break space surprises.
const amountText = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' })
    .format(amount)
    .replace(/\u00a0/g, ' ');

/** The estimate's totals as one line of text ("EUR 390.50 + USD 2,500.00"), never converted. */
export function tripCostsText(totals: readonly TripTotal[]): string {
  return totals.map((total) => amountText(total.estimate, total.currency)).join(' + ');
}

/** What the approval dialog is pre-filled with: a title, the estimate's lines and totals. */
export function tripApprovalDraft(
  trip: Pick<Trip, 'travellerName' | 'eventName' | 'role' | 'lines' | 'totals'>,
): Pick<TripApproval, 'title' | 'description' | 'estimatedCosts'> {
  const lines = trip.lines
    .filter((line) => line.estimate !== null)
    .map(
      (line) =>
        `- ${line.category}${line.description ? `: ${line.description}` : ''}: ${amountText(line.estimate!, line.currency)}`,
    );
  return {
    title: `Travel: ${trip.travellerName} to ${trip.eventName}`.slice(0, 200),
    description: [`${trip.travellerName} goes as ${trip.role.replace('_', ' ')}.`, ...lines].join(
      '\n',
    ),
    estimatedCosts: tripCostsText(trip.totals).slice(0, 500) || null,
  };
}
