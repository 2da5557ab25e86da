/** The signed-in navigation, in display order. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/events', label: 'Events' },
  { to: '/discover', label: 'Discover' },
  { to: '/cfp-submissions', label: 'CFP Submissions' },
  { to: '/talks', label: 'Talks' },
  { to: '/attendees', label: 'Attendees' },
  { to: '/trips', label: 'Trips' },
  { to: '/sponsorships', label: 'Sponsorships' },
  { to: '/assets', label: 'Assets' },
  { to: '/stakeholders', label: 'Stakeholders' },
  { to: '/approval-workflows', label: 'Workflows' },
  { to: '/reports', label: 'Reports' },
] as const;

/**
 * Administration, shown to admins only (the server checks the role on every admin route): a group
 * in the avatar menu (the top bar has no room left at 1280 px) and after the main entries in the
 * mobile menu.
 */
export const ADMIN_NAV_ITEMS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/conference-data', label: 'Conference data' },
  { to: '/admin/exchange-rates', label: 'Exchange rates' },
  { to: '/admin/webhooks', label: 'Webhooks' },
] as const;
