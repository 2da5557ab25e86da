import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { WorkflowDetail } from '@shared/schemas/approval-workflow';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { RecordHistory } from '@web/components/records/record-history';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { useWorkflow } from '@web/components/workflows/get-workflow';
import { DeleteWorkflowDialog } from '../components/delete-workflow-dialog';
import { EditWorkflowDialog } from '../components/edit-workflow-dialog';
import { WorkflowStatusBadge } from '@web/components/workflows/workflow-badges';
import { WorkflowComments } from '../components/workflow-comments';
import { WorkflowDecisionForm } from '../components/workflow-decision-form';
import { WorkflowHistory } from '../components/workflow-history';
import { WorkflowResubmitForm } from '../components/workflow-resubmit-form';
import { WorkflowReviewers } from '../components/workflow-reviewers';
import { WorkflowSummary } from '../components/workflow-summary';

const backLink = (
  <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
    <Link to="/approval-workflows">
      <ArrowLeftIcon aria-hidden="true" />
      Back to Workflows
    </Link>
  </Button>
);

/** /approval-workflows/{id}: the request, reviewers, decisions, comments, history. */
export function WorkflowDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: workflow, isPending, error } = useWorkflow(id);

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        {backLink}
        <PageHeader
          title="Workflow Not Found"
          description="This workflow does not exist or was deleted."
        />
      </>
    );
  }
  if (error) {
    return (
      <>
        {backLink}
        <Alert variant="destructive">
          <AlertTitle>Error loading workflow</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      </>
    );
  }
  if (isPending) {
    return (
      <div role="status" aria-label="Loading workflow" className="grid gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return <WorkflowDetailView workflow={workflow} />;
}

function WorkflowDetailView({ workflow }: { workflow: WorkflowDetail }) {
  const { hasRole } = useAuth();
  const { data: me } = useCurrentUserProfile();
  const isRequester = me !== undefined && workflow.requesterId === me.id;
  // The requester never decides on their own request, even where older data lists them.
  const myReview = isRequester
    ? undefined
    : workflow.reviewers.find((reviewer) => me && reviewer.id === me.id);
  const canManage = hasRole(['admin']) || isRequester;

  return (
    <>
      {backLink}
      <PageHeader
        title={workflow.title}
        description={
          <span className="flex items-center gap-2" data-testid="workflow-status">
            <span>Status:</span>
            <WorkflowStatusBadge status={workflow.status} />
          </span>
        }
        actions={
          canManage && (
            <>
              <EditWorkflowDialog workflow={workflow} />
              <DeleteWorkflowDialog id={workflow.id} title={workflow.title} />
            </>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <WorkflowSummary workflow={workflow} />
          {myReview && <WorkflowDecisionForm workflowId={workflow.id} current={myReview.status} />}
          {isRequester && workflow.status === 'changes_requested' && (
            <WorkflowResubmitForm workflowId={workflow.id} />
          )}
          <WorkflowComments workflowId={workflow.id} comments={workflow.comments} />
        </div>
        <div className="grid content-start gap-6">
          <WorkflowReviewers reviewers={workflow.reviewers} />
          <WorkflowHistory history={workflow.history} />
          <RecordHistory type="approval_workflows" id={workflow.id} defaultOpen={false} />
        </div>
      </div>
    </>
  );
}
