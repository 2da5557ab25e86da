import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useResubmitWorkflow } from '../api/resubmit-workflow';

/** For the requester of a workflow sent back for changes: resubmit it, resetting every decision. */
export function WorkflowResubmitForm({ workflowId }: { workflowId: number }) {
  const [comment, setComment] = useState('');
  const resubmit = useResubmitWorkflow({ onSuccess: () => setComment('') });
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Changes requested</h2>
        <CardDescription>
          Make the changes, then resubmit: every reviewer decides again.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label="What changed (optional)">
          {(props) => (
            <Textarea
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={5000}
              {...props}
            />
          )}
        </FormField>
        <div>
          <Button
            type="button"
            disabled={resubmit.isPending}
            onClick={() => resubmit.mutate({ id: workflowId, comment: comment.trim() || null })}
          >
            <SendIcon aria-hidden="true" />
            Resubmit for Review
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
