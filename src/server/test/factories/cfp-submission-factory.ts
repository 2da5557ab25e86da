import type { Db } from '../../db/client';
import { cfpSubmissions } from '../../db/schema/index';
import { createEvent } from './event-factory';

type CfpSubmissionRow = typeof cfpSubmissions.$inferSelect;
type CfpSubmissionValues = typeof cfpSubmissions.$inferInsert;

const TRAITS = {
  submitted: () => ({ status: 'submitted' }),
  accepted: () => ({ status: 'accepted' }),
  rejected: () => ({ status: 'rejected' }),
  withdrawn: () => ({ status: 'withdrawn' }),
} satisfies Record<string, () => Partial<CfpSubmissionValues>>;

let sequence = 0;

export interface CfpSubmissionOptions extends Partial<CfpSubmissionValues> {
  traits?: (keyof typeof TRAITS)[];
}

/** A CFP submission (a draft unless a trait says otherwise); makes an event when none is given. */
export async function createCfpSubmission(
  db: Db,
  options: CfpSubmissionOptions = {},
): Promise<CfpSubmissionRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const [row] = await db
    .insert(cfpSubmissions)
    .values({
      eventId,
      title: `Scaling community reviews ${sequence}`,
      abstract: 'How a small team reviews hundreds of contributions a week without burning out.',
      submitterName: `Speaker ${sequence}`,
      status: 'draft',
      submissionDate: '2026-03-01',
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      ...overrides,
    })
    .returning();
  return row!;
}
