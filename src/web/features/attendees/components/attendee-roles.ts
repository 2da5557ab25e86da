import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { offeredValues, valuesInUseQueryOptions } from '@web/lib/values-in-use';

/** Common attendee roles offered as suggestions; the role stays free text. */
export const ATTENDEE_ROLE_SUGGESTIONS = [
  'Attendee',
  'Speaker',
  'Organizer',
  'Volunteer',
  'Booth Staff',
  'Sponsor',
];

/**
 * The roles attendees have (GET /api/attendees/roles), most used first: `used` for the filter,
 * `offered` (then the suggestions no one has yet) for the form's combobox.
 */
export function useAttendeeRoles() {
  const used = useQuery(valuesInUseQueryOptions(queryKeys.attendees, 'roles')).data ?? [];
  return {
    used: used.map((entry) => entry.value),
    offered: offeredValues(used, ATTENDEE_ROLE_SUGGESTIONS),
  };
}
