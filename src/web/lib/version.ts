import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionInfo } from '@shared/schemas/system';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/version: version, environment, build date and the feedback / source / vendor facts. */
export async function getVersionInfo(): Promise<VersionInfo> {
  try {
    return await apiRequest<VersionInfo>(queryKeys.version.path);
  } catch {
    throw new Error('Failed to fetch version');
  }
}

export const versionQueryOptions = queryOptions({
  queryKey: queryKeys.version.key,
  queryFn: getVersionInfo,
  staleTime: Infinity,
});

export function useVersionInfo() {
  return useQuery(versionQueryOptions);
}

/** DEFAULT_CURRENCY of the server; USD until it has answered. */
export function useDefaultCurrency(): string {
  return useVersionInfo().data?.defaultCurrency ?? 'USD';
}

/** The build date to show: the server's when configured, else the day this SPA was built. */
export function buildDateOf(info: VersionInfo | undefined): string | undefined {
  return info?.buildDate ?? (typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : undefined);
}
