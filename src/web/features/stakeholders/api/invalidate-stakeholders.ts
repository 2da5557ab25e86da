import type { QueryClient } from '@tanstack/react-query';

/** After a stakeholder changes, every stakeholder list (all and per role) refetches. */
export function invalidateStakeholderQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && path.startsWith('/api/stakeholders'),
  });
}
