import type { Talk } from '@shared/schemas/talk';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import type { ConflictField } from '@web/lib/version-conflict';
import { useCreateTalk, useUpdateTalk, type TalkFields } from '../api/change-talks';
import { TalkForm, type TalkFormValues } from './talk-form';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Talk>[] = [
  { key: 'title', label: 'Title' },
  { key: 'abstract', label: 'Abstract' },
  { key: 'shortDescription', label: 'Short Description' },
  { key: 'level', label: 'Level' },
  { key: 'format', label: 'Format' },
  { key: 'durationMinutes', label: 'Duration' },
  { key: 'language', label: 'Language' },
  { key: 'tags', label: 'Tags' },
  { key: 'notes', label: 'Notes' },
  {
    key: 'speakers',
    label: 'Speakers',
    format: (value) => (value as Talk['speakers']).map((speaker) => speaker.name).join(', '),
  },
];

const EMPTY: Omit<TalkFormValues, 'speakers'> = {
  title: '',
  abstract: '',
  shortDescription: '',
  level: null,
  format: 'talk',
  durationMinutes: null,
  language: '',
  tags: '',
  notes: '',
};

function valuesOf(talk: Talk): TalkFormValues {
  return {
    title: talk.title,
    abstract: talk.abstract,
    shortDescription: talk.shortDescription ?? '',
    level: talk.level,
    format: talk.format,
    durationMinutes: talk.durationMinutes,
    language: talk.language ?? '',
    tags: talk.tags.join(', '),
    notes: talk.notes ?? '',
    speakers: talk.speakers.map((speaker) => ({ speakerId: speaker.id, name: speaker.name })),
  };
}

type TalkFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The talk to edit; absent to add one. */
  record?: Talk;
};

/** 'Add Talk' and 'Edit Talk' dialogs; a new talk starts with the person adding it as speaker. */
export function TalkFormDialog({ record, ...dialog }: TalkFormDialogProps) {
  const me = useCurrentUserProfile().data;
  const newTalk: TalkFormValues = {
    ...EMPTY,
    speakers: me ? [{ userId: me.id, name: me.name || me.username }] : [],
  };
  return (
    <RecordFormDialog<Talk, TalkFields>
      {...dialog}
      record={record}
      title="Talk"
      noun="talk"
      addDescription="Write the talk once; submit it to as many calls for papers as you like."
      addLabel="Add Talk"
      historyType="talks"
      conflictFields={CONFLICT_FIELDS}
      create={useCreateTalk()}
      update={useUpdateTalk()}
    >
      {({ key, record: shown, ...actions }, submit) => (
        <TalkForm
          key={key}
          defaultValues={shown ? valuesOf(shown) : newTalk}
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}
