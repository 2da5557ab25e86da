import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Trip, tripApprovalDraft } from '@shared/schemas/trip';
import { canTrip } from '@shared/trip-status';
import { Button } from '@web/components/ui/button';
import { CreateWorkflowDialog } from '@web/components/workflows/create-workflow-dialog';
import { EMPTY_WORKFLOW } from '@web/components/workflows/workflow-form-values';
import { useWorkflow } from '@web/components/workflows/get-workflow';
import { WorkflowStatusBadge } from '@web/components/workflows/workflow-badges';
import { useRequestTripApproval } from '../api/trip-lifecycle';
import { TripPanel } from './trip-panel';

/** The workflow form's first values for a trip: its travel request, about its event. */
export function tripApprovalValues(trip: Trip) {
  const draft = tripApprovalDraft(trip);
  return {
    ...EMPTY_WORKFLOW,
    title: draft.title,
    description: draft.description ?? '',
    estimatedCosts: draft.estimatedCosts ?? '',
    itemType: 'travel_request',
    itemId: trip.eventId,
  };
}

/** "Request approval" of a draft, and the linked workflow with its status once asked. */
export function TripApprovalPanel({ trip, mayEdit }: { trip: Trip; mayEdit: boolean }) {
  const [open, setOpen] = useState(false);
  const request = useRequestTripApproval(trip.id, { onSuccess: () => setOpen(false) });
  const { data: workflow } = useWorkflow(trip.workflowId ?? 0);
  const mayRequest = mayEdit && canTrip('request', trip.status);
  return (
    <TripPanel title="Approval">
      {trip.workflowId === null ? (
        <p className="text-muted-foreground text-sm">
          Not yet asked: a reviewer approves the trip through a travel request workflow.
        </p>
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="trip-workflow">
          <Link
            to={`/approval-workflows/${trip.workflowId}`}
            className="text-brand font-medium underline-offset-4 hover:underline"
          >
            {workflow?.title ?? `Workflow #${trip.workflowId}`}
          </Link>
          {workflow && <WorkflowStatusBadge status={workflow.status} />}
        </p>
      )}
      {trip.status === 'changes_requested' && (
        <p className="text-sm">
          The reviewers asked for changes: editing the estimate sends it to them again, as does
          resubmitting the workflow.
        </p>
      )}
      {mayRequest && (
        <div>
          <CreateWorkflowDialog
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button>
                <SendIcon aria-hidden="true" />
                Request approval
              </Button>
            }
            description="The trip's travel request: its event, estimate and lines are filled in; choose the reviewers."
            initialValues={tripApprovalValues(trip)}
            subjectFixed
            submitting={request.isPending}
            onSubmit={({ itemType: _type, itemId: _event, ...body }) => request.mutate({ body })}
          />
        </div>
      )}
    </TripPanel>
  );
}
