import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { CreateWorkflowDialog as WorkflowDialog } from '@web/components/workflows/create-workflow-dialog';
import { useCreateWorkflow } from '../api/create-workflow';

/**
 * 'Create Workflow' button and dialog; the signed-in user becomes the requester. An empty list
 * gives its button another name ('Start a workflow'), so the page never has two of one name.
 */
export function CreateWorkflowDialog({
  triggerLabel = 'Create Workflow',
}: {
  triggerLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateWorkflow({ onSuccess: () => setOpen(false) });
  return (
    <WorkflowDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <PlusIcon aria-hidden="true" />
          {triggerLabel}
        </Button>
      }
      submitting={create.isPending}
      onSubmit={(body) => create.mutate(body)}
    />
  );
}
