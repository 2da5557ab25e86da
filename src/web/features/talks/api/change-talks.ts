import { useMutation } from '@tanstack/react-query';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type { NewTalk, SimilarSubmission, Talk } from '@shared/schemas/talk';
import { recordMutations } from '@web/components/records/record-mutations';
import { api, ApiError } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { viewAction } from '@web/lib/toast';
import { TALK_DEPENDENTS } from './get-talks';

/** What the add and edit form sends: the talk's fields and its speakers in order. */
export type TalkFields = NewTalk;

export const {
  useCreate: useCreateTalk,
  useUpdate: useUpdateTalk,
  useDelete: useDeleteTalk,
} = recordMutations<Talk, TalkFields>({
  keys: queryKeys.talks,
  noun: 'Talk',
  label: (talk) => `"${talk.title}"`,
  dependents: TALK_DEPENDENTS,
  viewPath: (talk) => `/talks/${talk.id}`,
});

/** Archives a talk or takes it out of the archive (PUT with only `archived`). */
export function useArchiveTalk() {
  return useMutation({
    mutationFn: ({ talk, archived }: { talk: Talk; archived: boolean }) =>
      api.put<Talk>(`${queryKeys.talks.path}/${talk.id}`, { archived }, talk.version),
    meta: mutationMeta<Talk, { talk: Talk; archived: boolean }>({
      success: (talk) => ({
        title: talk.archived ? 'Talk Archived' : 'Talk Restored',
        description: `"${talk.title}" is ${talk.archived ? 'archived' : 'active again'}.`,
      }),
      error: 'Failed to update talk',
      invalidates: TALK_DEPENDENTS,
    }),
  });
}

/** Makes an older title and abstract current again (a new revision). */
export function useRestoreRevision() {
  return useMutation({
    mutationFn: ({ talk, revisionId }: { talk: Talk; revisionId: number }) =>
      api.post<Talk>(`${queryKeys.talks.path}/${talk.id}/revisions/${revisionId}/restore`),
    meta: mutationMeta<Talk, { talk: Talk; revisionId: number }>({
      success: (talk) => ({
        title: 'Revision Restored',
        description: `"${talk.title}" has its earlier text again.`,
      }),
      error: 'Failed to restore revision',
      invalidates: TALK_DEPENDENTS,
    }),
  });
}

export type TalkSubmitInput = { talkId: number; eventIds: number[]; confirm?: boolean };

/** The 409 of a submit not yet confirmed: other submissions of those events like this talk. */
export class SimilarSubmissionsWarning extends Error {
  constructor(
    message: string,
    readonly warnings: SimilarSubmission[],
  ) {
    super(message);
    this.name = 'SimilarSubmissionsWarning';
  }
}

async function submitTalk({ talkId, eventIds, confirm }: TalkSubmitInput) {
  try {
    return await api.post<{ submissions: CfpSubmission[] }>(
      `${queryKeys.talks.path}/${talkId}/submissions`,
      { eventIds, confirm: confirm ?? false },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const body = error.body as { warnings?: SimilarSubmission[] } | undefined;
      throw new SimilarSubmissionsWarning(error.message, body?.warnings ?? []);
    }
    throw error;
  }
}

/**
 * Submits the talk to the CFPs of events: one draft submission each. Its refusals are the
 * dialog's to show (the similar submissions with "Submit anyway", a closed CFP), not a toast.
 */
export function useSubmitTalk() {
  return useMutation({
    mutationFn: submitTalk,
    meta: mutationMeta<{ submissions: CfpSubmission[] }, TalkSubmitInput>({
      success: ({ submissions }, { talkId }) => ({
        title: 'Talk Submitted',
        description:
          submissions.length === 1
            ? `Submitted to ${submissions[0]!.eventName}.`
            : `Submitted to ${submissions.length} events.`,
        actions: [viewAction(`/talks/${talkId}#submissions`, 'the submissions')],
      }),
      invalidates: TALK_DEPENDENTS,
    }),
  });
}
