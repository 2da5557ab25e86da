import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  workflowCommentCreateSchema,
  type WorkflowComment,
} from '@shared/schemas/approval-workflow';
import { Avatar, AvatarFallback } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { formatDate } from '@web/lib/format';
import { getInitials } from '@web/lib/initials';
import { useAddWorkflowComment } from '../api/add-workflow-comment';

type CommentsProps = { workflowId: number; comments: WorkflowComment[] };

/** The discussion on a workflow, oldest first, and a form to add to it. */
export function WorkflowComments({ workflowId, comments }: CommentsProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Comments</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        {comments.length === 0 ? (
          <p className="text-muted-foreground text-sm">No comments yet.</p>
        ) : (
          <ul aria-label="Comments" className="grid gap-4">
            {comments.map((comment) => (
              <li key={comment.id} className="flex gap-3">
                <Avatar>
                  <AvatarFallback aria-hidden="true">
                    {getInitials(comment.commenterName) || '?'}
                  </AvatarFallback>
                </Avatar>
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="text-sm">
                    <span className="font-medium">{comment.commenterName ?? 'Unknown user'}</span>{' '}
                    <time dateTime={comment.createdAt} className="text-muted-foreground text-xs">
                      {formatDate(comment.createdAt, 'MMM d, yyyy h:mm a')}
                    </time>
                  </p>
                  <p className="text-sm break-words whitespace-pre-wrap">{comment.comment}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <AddCommentForm workflowId={workflowId} />
      </CardContent>
    </Card>
  );
}

function AddCommentForm({ workflowId }: { workflowId: number }) {
  const form = useForm<{ comment: string }>({
    resolver: zodResolver(workflowCommentCreateSchema),
    defaultValues: { comment: '' },
  });
  const add = useAddWorkflowComment({ onSuccess: () => form.reset() });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => add.mutate({ id: workflowId, ...body }))}
      className="grid gap-3"
    >
      <FormField
        label="Add a comment"
        error={form.formState.errors.comment && 'Write a comment first.'}
      >
        {(props) => <Textarea rows={3} {...props} {...form.register('comment')} />}
      </FormField>
      <Button
        type="submit"
        variant="secondary"
        className="justify-self-end"
        disabled={add.isPending}
      >
        {add.isPending ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}
