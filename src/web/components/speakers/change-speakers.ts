import type { NewSpeaker, Speaker } from '@shared/schemas/speaker';
import { recordMutations } from '@web/components/records/record-mutations';
import { queryKeys } from '@web/lib/query-keys';

/** Adding an external speaker and editing one (the whole form is sent); talks name them too. */
export const { useCreate: useCreateSpeaker, useUpdate: useUpdateSpeaker } = recordMutations<
  Speaker,
  NewSpeaker
>({
  keys: queryKeys.speakers,
  noun: 'Speaker',
  label: (speaker) => speaker.name,
  dependents: [queryKeys.speakers.all, queryKeys.talks.all],
  viewPath: (speaker) => `/speakers/${speaker.id}`,
});
