import { ADMIN_NAV_ITEMS, NAV_ITEMS } from '@web/components/layout/nav-items';

export type GoTo = { to: string; label: string };

/** The screens the avatar menu opens, which the main navigation does not list. */
const ACCOUNT_SCREENS: readonly GoTo[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/my-talks', label: 'My talks' },
  { to: '/settings', label: 'Settings' },
  { to: '/notifications', label: 'Notifications' },
];

/** Every screen the person may open, in the navigation's order; admin screens for admins. */
export function goToEntries(admin: boolean): GoTo[] {
  return [...NAV_ITEMS, ...ACCOUNT_SCREENS, ...(admin ? ADMIN_NAV_ITEMS : [])].map(
    ({ to, label }) => ({ to, label }),
  );
}

/**
 * The entries whose name or path holds every typed word ('approv' finds Workflows at
 * /approval-workflows, 'cfp sub' finds CFP Submissions).
 */
export function matchingGoTo(entries: readonly GoTo[], text: string): GoTo[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(({ to, label }) => {
    const haystack = `${label} ${to.replaceAll(/[/-]/g, ' ')}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
