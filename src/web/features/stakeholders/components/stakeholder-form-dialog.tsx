import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateStakeholder } from '../api/create-stakeholder';
import { useUpdateStakeholder } from '../api/update-stakeholder';
import { StakeholderForm } from './stakeholder-form';

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

  const onSubmit = (body: NewStakeholder) => {
    if (stakeholder) update.mutate({ id: stakeholder.id, changes: body });
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
        defaultValues={
          stakeholder
            ? {
                name: stakeholder.name,
                email: stakeholder.email,
                role: stakeholder.role,
                organization: stakeholder.organization,
                department: stakeholder.department ?? '',
                notes: stakeholder.notes ?? '',
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
    </RecordFormDialog>
  );
}
