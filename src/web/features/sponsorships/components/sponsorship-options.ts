import { SPONSORSHIP_STATUSES } from '@shared/domain';

/** Common tiers offered as suggestions; the tier stays free text. */
export const TIER_SUGGESTIONS = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Community', 'Media'];

export { SPONSORSHIP_STATUSES };

/** A datalist for tier inputs (`list={id}`). */
export function TierSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {TIER_SUGGESTIONS.map((tier) => (
        <option key={tier} value={tier} />
      ))}
    </datalist>
  );
}

/** The toolbar's 'Sort by' choices (level, tier, amount, status, contact). */
export const SORT_CHOICES = [
  { key: 'level', label: 'Level' },
  { key: 'tier', label: 'Tier' },
  { key: 'amount', label: 'Amount' },
  { key: 'status', label: 'Status' },
  { key: 'contactName', label: 'Contact' },
  { key: 'sponsorName', label: 'Sponsor' },
];
