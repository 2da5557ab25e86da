import { useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_STATUSES } from '@shared/domain';
import { queryKeys } from '@web/lib/query-keys';
import { offeredValues, valuesInUseQueryOptions } from '@web/lib/values-in-use';

/** Common tiers offered as suggestions; the tier stays free text. */
export const TIER_SUGGESTIONS = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Community', 'Media'];

export { SPONSORSHIP_STATUSES };

/**
 * The tiers sponsorships have (GET /api/sponsorships/tiers), most used first: `used` for the
 * filter, `offered` (then the suggestions no one has yet) for the form's combobox.
 */
export function useSponsorshipTiers() {
  const used = useQuery(valuesInUseQueryOptions(queryKeys.sponsorships, 'tiers')).data ?? [];
  return { used: used.map((entry) => entry.value), offered: offeredValues(used, TIER_SUGGESTIONS) };
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
