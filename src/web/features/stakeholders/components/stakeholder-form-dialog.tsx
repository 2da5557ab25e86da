import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import {
  useVersionConflict,
  VersionConflictDialog,
  type ConflictField,
} from '@web/components/records/version-conflict';
import { useCreateStakeholder } from '../api/create-stakeholder';
import { useUpdateStakeholder } from '../api/update-stakeholder';
import { StakeholderForm } from './stakeholder-form';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Stakeholder>[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'organization', label: 'Organization' },
  { key: 'department', label: 'Department' },
  { key: 'notes', label: 'Notes' },
];

type StakeholderFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stakeholder to edit; absent to add one. */
  stakeholder?: Stakeholder;
};

/** 'Add Stakeholder' and 'Edit Stakeholder' dialogs. */
export function StakeholderFormDialog({
  open,
  onOpenChange,
  stakeholder,
}: StakeholderFormDialogProps) {
  const close = () => onOpenChange(false);
  const create = useCreateStakeholder(close);
  const update = useUpdateStakeholder(close);
  const editing = stakeholder !== undefined;

  const versions = useVersionConflict<Stakeholder, NewStakeholder>(stakeholder, open);
  const shown = versions.reloaded ?? stakeholder;

  const save = (body: NewStakeholder, version: number | undefined) =>
    update.mutate(
      { id: stakeholder!.id, changes: body, version },
      { onError: (error) => versions.caught(error, body) },
    );

  const onSubmit = (body: NewStakeholder) => {
    if (stakeholder) save(body, versions.version);
    else create.mutate(body);
  };

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Stakeholder' : 'Add Stakeholder'}
      description={
        editing
          ? 'Update the details of this stakeholder.'
          : 'Add a person who decides on, funds or reviews your event work.'
      }
    >
      <StakeholderForm
        key={versions.reloaded?.version ?? 0}
        defaultValues={
          shown
            ? {
                name: shown.name,
                email: shown.email,
                role: shown.role,
                organization: shown.organization,
                department: shown.department ?? '',
                notes: shown.notes ?? '',
              }
            : {
                name: '',
                email: '',
                role: '' as Stakeholder['role'],
                organization: '',
                department: '',
                notes: '',
              }
        }
        submitLabel={editing ? 'Save Changes' : 'Add Stakeholder'}
        submitting={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={close}
      />
      <VersionConflictDialog
        state={versions}
        noun="stakeholder"
        fields={CONFLICT_FIELDS}
        onOverwrite={(current, body) => save(body, current.version)}
      />
    </RecordFormDialog>
  );
}
