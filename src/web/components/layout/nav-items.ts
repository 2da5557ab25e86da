/** The signed-in navigation, in display order. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/events', label: 'Events' },
  { to: '/cfp-submissions', label: 'CFP Submissions' },
  { to: '/attendees', label: 'Attendees' },
  { to: '/sponsorships', label: 'Sponsorships' },
  { to: '/assets', label: 'Assets' },
  { to: '/stakeholders', label: 'Stakeholders' },
  { to: '/approval-workflows', label: 'Workflows' },
] as const;
