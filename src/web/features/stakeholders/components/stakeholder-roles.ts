import { STAKEHOLDER_SCREEN_ROLES } from '@shared/domain';

/** DESIGN §5.1: the screen's seven roles are offered and tabbed. */
export const SCREEN_ROLES = STAKEHOLDER_SCREEN_ROLES;

/** 'primary_contact' → 'Primary Contact'. */
export function roleLabel(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
