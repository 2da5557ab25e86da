import { CheckIcon, MessageSquareWarningIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { WORKFLOW_DECISIONS } from '@shared/schemas/approval-workflow';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { DecisionComment } from '@web/components/workflows/decision-comment';
import { useDecideWorkflow } from '@web/components/workflows/decide-workflow';

type Decision = (typeof WORKFLOW_DECISIONS)[number];

const ACTIONS: {
  decision: Decision;
  label: string;
  icon: typeof CheckIcon;
  variant: 'default' | 'destructive' | 'outline';
}[] = [
  { decision: 'approved', label: 'Approve', icon: CheckIcon, variant: 'default' },
  { decision: 'rejected', label: 'Reject', icon: XIcon, variant: 'destructive' },
  {
    decision: 'changes_requested',
    label: 'Request changes',
    icon: MessageSquareWarningIcon,
    variant: 'outline',
  },
];

/**
 * Approve / Reject / Request changes with an optional comment, for an assigned reviewer only.
 * A decision is final until the requester resubmits, so once taken it is only shown.
 */
export function WorkflowDecisionForm({
  workflowId,
  current,
}: {
  workflowId: number;
  current: string;
}) {
  const [comment, setComment] = useState('');
  const decide = useDecideWorkflow({ onSuccess: () => setComment('') });
  if (current !== 'pending') {
    return (
      <Card>
        <CardHeader>
          <h2 className="leading-none font-semibold">Your decision</h2>
          <CardDescription>
            You decided: {current.replace('_', ' ')}. It stands unless the requester resubmits after
            changes were requested.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Your decision</h2>
        <CardDescription>You are a reviewer of this request.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DecisionComment value={comment} onChange={setComment} />
        <div className="flex flex-wrap gap-2">
          {ACTIONS.map(({ decision, label, icon: Icon, variant }) => (
            <Button
              key={decision}
              type="button"
              variant={variant}
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({ id: workflowId, decision, comment: comment.trim() || null })
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
