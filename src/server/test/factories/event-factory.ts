import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';

type EventRow = typeof events.$inferSelect;
type EventValues = typeof events.$inferInsert;

/** Calendar date `days` from today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const TRAITS = {
  /** CFP closes in 5 days, event in 40. */
  'cfp-open': () => ({
    cfpDeadline: daysFromToday(5),
    startDate: daysFromToday(40),
    endDate: daysFromToday(42),
  }),
  /** Starts in 10 days. */
  upcoming: () => ({ startDate: daysFromToday(10), endDate: daysFromToday(11) }),
  past: () => ({ startDate: daysFromToday(-60), endDate: daysFromToday(-58), status: 'completed' }),
  essential: () => ({ priority: 'essential' }),
} satisfies Record<string, () => Partial<EventValues>>;

let sequence = 0;

export interface EventOptions extends Partial<EventValues> {
  traits?: (keyof typeof TRAITS)[];
}

/** An event row with sensible defaults; traits are named presets (see TRAITS). */
export async function createEvent(db: Db, options: EventOptions = {}): Promise<EventRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const [row] = await db
    .insert(events)
    .values({
      name: `Open Source Summit ${sequence}`,
      link: `https://events.example.org/${sequence}`,
      startDate: daysFromToday(90),
      endDate: daysFromToday(92),
      location: 'Berlin, Germany',
      priority: 'medium',
      type: 'conference',
      goal: ['attending'],
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      ...overrides,
    })
    .returning();
  return row!;
}
