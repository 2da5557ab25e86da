/** Common attendee roles offered as suggestions; the role stays free text. */
export const ATTENDEE_ROLE_SUGGESTIONS = [
  'Attendee',
  'Speaker',
  'Organizer',
  'Volunteer',
  'Booth Staff',
  'Sponsor',
];

/** A datalist for role inputs (`list={id}`). */
export function AttendeeRoleSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {ATTENDEE_ROLE_SUGGESTIONS.map((role) => (
        <option key={role} value={role} />
      ))}
    </datalist>
  );
}
