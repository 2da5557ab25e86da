import type { SETTINGS_PAGE_ROLES } from '@shared/domain';

export type SettingsRole = (typeof SETTINGS_PAGE_ROLES)[number];

/** Display names of the settings page's five roles. */
export const SETTINGS_ROLE_LABELS: Record<SettingsRole, string> = {
  community_architect: 'Community Architect',
  developer_advocate: 'Developer Advocate',
  community_manager: 'Community Manager',
  ospo_lead: 'OSPO Lead',
  other: 'Other',
};
