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

/**
 * Administration, shown to admins only (the server checks the role on every admin route): a menu
 * of its own on wide screens, a group after the main entries in the mobile menu.
 */
export const ADMIN_NAV_ITEMS = [{ to: '/admin/audit', label: 'Audit log' }] as const;
