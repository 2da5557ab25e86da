import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Speaker, SpeakerDetail } from '@shared/schemas/speaker';
import { FormActions } from '@web/components/records/form-actions';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateSpeaker, useUpdateSpeaker } from '@web/components/speakers/change-speakers';
import {
  SpeakerFields,
  speakerFormSchema,
  speakerFormValues,
  type SpeakerFormOutput,
} from '@web/components/speakers/speaker-fields';
import type { ConflictField } from '@web/lib/version-conflict';

const CONFLICT_FIELDS: ConflictField<Speaker>[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'company', label: 'Company' },
  { key: 'bio', label: 'Bio' },
  { key: 'links', label: 'Links' },
  { key: 'headshotAssetId', label: 'Headshot' },
  { key: 'bioAssetId', label: 'Bio asset' },
];

type SpeakerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  speaker: SpeakerDetail;
};

/** 'Edit Speaker': an external speaker's details and their headshot and bio assets. */
export function SpeakerFormDialog({ speaker, ...dialog }: SpeakerFormDialogProps) {
  return (
    <RecordFormDialog<Speaker, SpeakerFormOutput>
      {...dialog}
      record={speaker}
      title="Speaker"
      noun="speaker"
      addDescription=""
      addLabel="Add Speaker"
      historyType="speakers"
      conflictFields={CONFLICT_FIELDS}
      create={useCreateSpeaker()}
      update={useUpdateSpeaker()}
    >
      {({ key, record, ...actions }, submit) => (
        <SpeakerForm
          key={key}
          speaker={record ?? speaker}
          assetNames={{ headshot: speaker.headshot?.name, bio: speaker.bioAsset?.name }}
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}

type SpeakerFormProps = {
  speaker: Speaker;
  assetNames: { headshot?: string; bio?: string };
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: SpeakerFormOutput) => void;
  onCancel: () => void;
};

function SpeakerForm({ speaker, assetNames, onSubmit, ...actions }: SpeakerFormProps) {
  const form = useForm({
    resolver: zodResolver(speakerFormSchema),
    defaultValues: speakerFormValues(speaker),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <SpeakerFields form={form} withAssets assetNames={assetNames} />
      <FormActions {...actions} />
    </form>
  );
}
