/** Words written in capitals whatever the value's case. */
const ACRONYMS = new Set(['cfp', 'api', 'csv', 'url']);

/** 'cfp_submission' → 'CFP Submission': the title-cased request type and badge labels. */
export function titleCase(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) =>
      ACRONYMS.has(word.toLowerCase())
        ? word.toUpperCase()
        : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** The workflow's event, or 'Event #{id}' when the API no longer knows it. */
export function itemLabel(workflow: { itemId: number; itemName: string | null }): string {
  return workflow.itemName ?? `Event #${workflow.itemId}`;
}

/** Request types offered by the create form. */
export const REQUEST_TYPES = [
  'event',
  'cfp_submission',
  'sponsorship',
  'budget_request',
  'travel_request',
  'speaker_proposal',
] as const;
