import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import {
  WORKFLOW_RULES,
  type WorkflowCreate,
  type WorkflowDetail,
  type WorkflowReviewer,
} from '@shared/schemas/approval-workflow';
import { VersionConflictDialog } from '@web/components/records/version-conflict';
import { useVersionConflict, type ConflictField } from '@web/lib/version-conflict';
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
import { WorkflowForm } from '@web/components/workflows/workflow-form';
import { workflowFormValues } from '@web/components/workflows/workflow-form-values';

const reviewersText = (value: unknown) =>
  (value as WorkflowReviewer[])
    .map((reviewer) => `${reviewer.name ?? 'Unknown user'} (${reviewer.status.replace('_', ' ')})`)
    .join(', ') || '(none)';

/** The form's fields as the version-conflict dialog names them; a decision shows in Reviewers. */
const CONFLICT_FIELDS: ConflictField<WorkflowDetail>[] = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description' },
  { key: 'priority', label: 'Priority' },
  { key: 'dueDate', label: 'Due Date' },
  { key: 'estimatedCosts', label: 'Estimated Costs' },
  { key: 'reviewers', label: 'Reviewers', format: reviewersText },
];

/**
 * Edit button and dialog for the requester or an admin; changing reviewers replaces the set.
 * Once a reviewer has decided, only an admin may change the reviewers, so others see them fixed.
 * The save names the version the dialog opened; a newer one shows what changed meanwhile.
 */
export function EditWorkflowDialog({ workflow }: { workflow: WorkflowDetail }) {
  const [open, setOpen] = useState(false);
  const { hasRole } = useAuth();
  const update = useUpdateWorkflow({ onSuccess: () => setOpen(false) });
  const versions = useVersionConflict<WorkflowDetail, WorkflowCreate>(workflow, open);
  const shown = versions.reloaded ?? workflow;
  const someoneDecided = shown.reviewers.some((reviewer) => reviewer.status !== 'pending');
  const save = (body: WorkflowCreate, version: number | undefined) =>
    update.mutate(
      { id: workflow.id, ...body, version },
      { onError: (error) => versions.caught(error, body) },
    );
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
            key={versions.reloaded?.version ?? 0}
            mode="edit"
            defaultValues={workflowFormValues(shown)}
            submitting={update.isPending}
            onSubmit={(body) => save(body, versions.version)}
            onCancel={() => setOpen(false)}
            requesterId={workflow.requesterId}
            knownReviewers={shown.reviewers}
            reviewersLocked={
              someoneDecided && !hasRole(['admin'])
                ? WORKFLOW_RULES.reviewersFixedAfterDecision
                : undefined
            }
          />
        )}
        <VersionConflictDialog
          state={versions}
          noun="workflow"
          fields={CONFLICT_FIELDS}
          onOverwrite={(current, body) => save(body, current.version)}
        />
      </DialogContent>
    </Dialog>
  );
}
