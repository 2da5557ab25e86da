import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/schemas/audit';
import { api, apiListPage, type QueryParams } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const AUDIT_PAGE_SIZE = 50;

/** The screen's filters, as the API names them; empty ones are left out. */
export interface AuditFilters {
  person: string;
  type: string;
  from: string;
  to: string;
}

export function auditParams(filters: AuditFilters): QueryParams {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** GET /api/audit: one page, newest first, with the filtered total. */
export function useAuditPage(filters: AuditFilters, page: number) {
  const params = {
    ...auditParams(filters),
    limit: AUDIT_PAGE_SIZE,
    offset: page * AUDIT_PAGE_SIZE,
  };
  return useQuery(
    queryOptions({
      queryKey: queryKeys.audit.list(params),
      queryFn: ({ signal }) => apiListPage<AuditEntry>(queryKeys.audit.path, params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

interface Person {
  id: number;
  username: string;
  name: string | null;
}

/** Everyone, for the person filter. */
export function usePeople() {
  return useQuery({
    queryKey: queryKeys.users.list({ limit: 500 }),
    queryFn: ({ signal }) => api.get<Person[]>(queryKeys.users.path, { limit: 500 }, signal),
  });
}
