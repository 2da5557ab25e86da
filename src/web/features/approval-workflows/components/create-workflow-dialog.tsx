import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { useCreateWorkflow } from '../api/create-workflow';
import { WorkflowForm } from './workflow-form';
import { EMPTY_WORKFLOW } from './workflow-form-values';

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
  const { data: me } = useCurrentUserProfile();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Workflow</DialogTitle>
          <DialogDescription>
            Ask one or more reviewers to approve a request for an event.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <WorkflowForm
            mode="create"
            defaultValues={EMPTY_WORKFLOW}
            submitting={create.isPending}
            onSubmit={(body) => create.mutate(body)}
            onCancel={() => setOpen(false)}
            requesterId={me?.id}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
