import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { WORKFLOW_RULES, type WorkflowDetail } from '@shared/schemas/approval-workflow';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useAuth } from '@web/lib/auth/auth-context';
import { useUpdateWorkflow } from '../api/update-workflow';
import { WorkflowForm } from './workflow-form';
import { workflowFormValues } from './workflow-form-values';

/**
 * Edit button and dialog for the requester or an admin; changing reviewers replaces the set.
 * Once a reviewer has decided, only an admin may change the reviewers, so others see them fixed.
 */
export function EditWorkflowDialog({ workflow }: { workflow: WorkflowDetail }) {
  const [open, setOpen] = useState(false);
  const { hasRole } = useAuth();
  const update = useUpdateWorkflow({ onSuccess: () => setOpen(false) });
  const someoneDecided = workflow.reviewers.some((reviewer) => reviewer.status !== 'pending');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Workflow</DialogTitle>
          <DialogDescription>
            Update the request&apos;s details and reviewers. The event and request type stay as
            created.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <WorkflowForm
            mode="edit"
            defaultValues={workflowFormValues(workflow)}
            submitting={update.isPending}
            onSubmit={(body) => update.mutate({ id: workflow.id, ...body })}
            onCancel={() => setOpen(false)}
            requesterId={workflow.requesterId}
            reviewersLocked={
              someoneDecided && !hasRole(['admin'])
                ? WORKFLOW_RULES.reviewersFixedAfterDecision
                : undefined
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
