import type { Db } from '../../db/client';
import { sponsorships } from '../../db/schema/index';
import { createEvent } from './event-factory';

type SponsorshipRow = typeof sponsorships.$inferSelect;
type SponsorshipValues = typeof sponsorships.$inferInsert;

const TRAITS = {
  confirmed: () => ({ status: 'confirmed' }),
  cancelled: () => ({ status: 'cancelled' }),
  gold: () => ({ tier: 'gold', amount: 10_000, currency: 'USD' }),
  platinum: () => ({ tier: 'platinum', amount: 25_000, currency: 'USD' }),
} satisfies Record<string, () => Partial<SponsorshipValues>>;

let sequence = 0;

export interface SponsorshipOptions extends Partial<SponsorshipValues> {
  traits?: (keyof typeof TRAITS)[];
}

/** A pending silver sponsorship unless traits say otherwise; makes an event when none is given. */
export async function createSponsorship(
  db: Db,
  options: SponsorshipOptions = {},
): Promise<SponsorshipRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const [row] = await db
    .insert(sponsorships)
    .values({
      eventId,
      sponsorName: `Sponsor ${sequence}`,
      tier: 'silver',
      amount: 5000,
      currency: 'USD',
      status: 'pending',
      contactName: `Contact ${sequence}`,
      contactEmail: `sponsor${sequence}@example.org`,
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      ...overrides,
    })
    .returning();
  return row!;
}
