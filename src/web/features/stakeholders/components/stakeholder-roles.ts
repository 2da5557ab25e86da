import { STAKEHOLDER_SCREEN_ROLES } from '@shared/domain';

/** The seven roles the screen offers, one tab each. */
export const SCREEN_ROLES = STAKEHOLDER_SCREEN_ROLES;

/** 'primary_contact' → 'Primary Contact'. */
export function roleLabel(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
