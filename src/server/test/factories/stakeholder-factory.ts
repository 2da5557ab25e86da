import type { Db } from '../../db/client';
import { stakeholders } from '../../db/schema/index';

type StakeholderRow = typeof stakeholders.$inferSelect;
type StakeholderValues = typeof stakeholders.$inferInsert;

const TRAITS = {
  'decision-maker': () => ({ role: 'decision_maker' }),
  legal: () => ({ role: 'legal_reviewer', department: 'Legal' }),
  finance: () => ({ role: 'finance', department: 'Finance' }),
} satisfies Record<string, () => Partial<StakeholderValues>>;

let sequence = 0;

export interface StakeholderOptions extends Partial<StakeholderValues> {
  traits?: (keyof typeof TRAITS)[];
}

/** A stakeholder (a primary contact unless a trait says otherwise). */
export async function createStakeholder(
  db: Db,
  options: StakeholderOptions = {},
): Promise<StakeholderRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const [row] = await db
    .insert(stakeholders)
    .values({
      name: `Stakeholder ${sequence}`,
      email: `stakeholder${sequence}@example.org`,
      role: 'primary_contact',
      organization: 'Example Foundation',
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      ...overrides,
    })
    .returning();
  return row!;
}
