import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import type { ConflictField } from '@web/lib/version-conflict';
import { useCreateStakeholder, useUpdateStakeholder } from '../api/change-stakeholders';
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
export function StakeholderFormDialog({ stakeholder, ...dialog }: StakeholderFormDialogProps) {
  return (
    <RecordFormDialog<Stakeholder, NewStakeholder>
      {...dialog}
      record={stakeholder}
      title="Stakeholder"
      noun="stakeholder"
      addDescription="Add a person who decides on, funds or reviews your event work."
      addLabel="Add Stakeholder"
      historyType="stakeholders"
      conflictFields={CONFLICT_FIELDS}
      create={useCreateStakeholder()}
      update={useUpdateStakeholder()}
    >
      {({ key, record: shown, ...actions }, submit) => (
        <StakeholderForm
          key={key}
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
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}
