import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { OpenCfpEvent, Talk, TalkRevision, TalkSubmissions } from '@shared/schemas/talk';
import type { ListPage, RecordListParams } from '@web/components/records/record-list-page';
import { api, apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What refetches after a talk changes: its lists and pages, the submissions, the dashboard. */
export const TALK_DEPENDENTS: QueryKey[] = [
  queryKeys.talks.all,
  queryKeys.speakers.all,
  queryKeys.cfpSubmissions.all,
  queryKeys.events.all,
  queryKeys.dashboard.all,
];

/** GET /api/talks filters; the API searches, filters, sorts and pages. */
export type TalkListParams = RecordListParams & {
  q?: string;
  tag?: string;
  level?: NonNullable<Talk['level']>;
  format?: Talk['format'];
  speakerId?: number;
};

/** One page of talks and the filtered total. */
export function getTalks(params: TalkListParams, signal?: AbortSignal): Promise<ListPage<Talk>> {
  return apiListPage<Talk>(queryKeys.talks.path, params, signal);
}

export function talksQueryOptions(params: TalkListParams) {
  return queryOptions({
    queryKey: queryKeys.talks.list(params),
    queryFn: ({ signal }) => getTalks(params, signal),
  });
}

export function talkQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.talks.one(id),
    queryFn: ({ signal }) => api.get<Talk>(`${queryKeys.talks.path}/${id}`, undefined, signal),
  });
}

/** The talk's saved titles and abstracts, newest first. */
export function talkRevisionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.talks.revisions(id),
    queryFn: ({ signal }) =>
      api.get<TalkRevision[]>(`${queryKeys.talks.path}/${id}/revisions`, undefined, signal),
  });
}

/** The talk's CFP submissions, their counts by status and the acceptance rate. */
export function talkSubmissionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.talks.submissions(id),
    queryFn: ({ signal }) =>
      api.get<TalkSubmissions>(`${queryKeys.talks.path}/${id}/submissions`, undefined, signal),
  });
}

/** Events whose CFP is still open, soonest deadline first. */
export function openCfpsQueryOptions(params: { q?: string; limit: number }) {
  return queryOptions({
    queryKey: queryKeys.talks.openCfps(params),
    queryFn: ({ signal }) =>
      api.get<OpenCfpEvent[]>(`${queryKeys.talks.path}/open-cfps`, params, signal),
  });
}

/** One talk; disabled until the id is a number. */
export function useTalk(id: number | undefined) {
  return useQuery({ ...talkQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}
