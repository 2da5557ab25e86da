import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@shared/schemas/report';
import { api, type QueryParams, withParams } from '@web/lib/api-client';
import { getAccessToken } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';

/** The report's query as the address holds it (reportQuerySchema's names); absent means default. */
export type ReportParams = Partial<
  Record<
    'period' | 'from' | 'to' | 'compare' | 'type' | 'priority' | 'personId' | 'tag' | 'country',
    string
  >
>;

export function reportQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: queryKeys.reports.of(params),
    queryFn: ({ signal }) => api.get<Report>(queryKeys.reports.path, params, signal),
    // Figures gathered from every record type: refresh on each visit.
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useReport(params: ReportParams) {
  return useQuery(reportQueryOptions(params));
}

/**
 * Downloads the report's export (CSV tables in a zip, or JSON) for the same query. Read as bytes,
 * not through the JSON client, so the zip arrives whole.
 */
export async function downloadReport(format: 'csv' | 'json', params: QueryParams) {
  const token = await getAccessToken();
  const response = await fetch(withParams(`${queryKeys.reports.path}/export/${format}`, params), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `report.${format === 'csv' ? 'zip' : 'json'}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
