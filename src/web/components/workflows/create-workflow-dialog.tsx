import type { ReactNode } from 'react';
import type { WorkflowCreate } from '@shared/schemas/approval-workflow';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { WorkflowForm } from './workflow-form';
import { EMPTY_WORKFLOW, type WorkflowFormValues } from './workflow-form-values';

type CreateWorkflowDialogProps = {
  /** The button that opens it. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  onSubmit: (body: WorkflowCreate) => void;
  /** The form's first values: empty, or pre-filled by what asks for approval (a trip). */
  initialValues?: WorkflowFormValues;
  /** Request type and event are given by what asks for approval and cannot change. */
  subjectFixed?: boolean;
  description?: string;
};

/**
 * The 'Create Workflow' dialog: the workflows screen opens it empty, a trip's "Request approval"
 * pre-filled; the signed-in user becomes the requester, so the reviewer picker leaves them out.
 */
export function CreateWorkflowDialog({
  trigger,
  open,
  onOpenChange,
  submitting,
  onSubmit,
  initialValues = EMPTY_WORKFLOW,
  subjectFixed = false,
  description = 'Ask one or more reviewers to approve a request for an event.',
}: CreateWorkflowDialogProps) {
  const { data: me } = useCurrentUserProfile();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Workflow</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && (
          <WorkflowForm
            mode="create"
            defaultValues={initialValues}
            subjectFixed={subjectFixed}
            submitting={submitting}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
            requesterId={me?.id}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
