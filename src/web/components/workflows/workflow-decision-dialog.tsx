import { useState } from 'react';
import type { WORKFLOW_DECISIONS } from '@shared/schemas/approval-workflow';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { DecisionComment } from './decision-comment';
import { useDecideWorkflow } from './decide-workflow';

type Decision = Exclude<(typeof WORKFLOW_DECISIONS)[number], 'changes_requested'>;

const TEXTS: Record<Decision, { verb: string; variant: 'default' | 'destructive' }> = {
  approved: { verb: 'Approve', variant: 'default' },
  rejected: { verb: 'Reject', variant: 'destructive' },
};

type Props = {
  workflow: { id: number; title: string };
  /** The decision to confirm; null while closed. */
  decision: Decision | null;
  onClose: () => void;
};

/**
 * Approve or reject a workflow from a list (My week), with an optional comment: the decision the
 * workflow page records, confirmed in a dialog because it is final unless the requester resubmits.
 */
export function WorkflowDecisionDialog({ workflow, decision, onClose }: Props) {
  const [comment, setComment] = useState('');
  const decide = useDecideWorkflow({
    onSuccess: () => {
      setComment('');
      onClose();
    },
  });
  const texts = TEXTS[decision ?? 'approved'];
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="leading-snug">
            {texts.verb} “{workflow.title}”?
          </DialogTitle>
          <DialogDescription>
            Your decision is final unless the requester resubmits after changes were requested.
          </DialogDescription>
        </DialogHeader>
        <DecisionComment value={comment} onChange={setComment} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant={texts.variant}
            disabled={decide.isPending || decision === null}
            onClick={() =>
              decision &&
              decide.mutate({ id: workflow.id, decision, comment: comment.trim() || null })
            }
          >
            {texts.verb}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
