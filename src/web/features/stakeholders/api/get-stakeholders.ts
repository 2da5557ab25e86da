import { useQuery } from '@tanstack/react-query';
import type { Stakeholder } from '@shared/schemas/stakeholder';

/** GET /api/stakeholders, or /api/stakeholders/role/{role} for one role's tab. */
export function useStakeholders(role: string | undefined) {
  return useQuery<Stakeholder[]>({
    queryKey: [role ? `/api/stakeholders/role/${role}` : '/api/stakeholders'],
  });
}
