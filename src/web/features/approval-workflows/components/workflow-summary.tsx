import { Link } from 'react-router';
import type { WorkflowDetail } from '@shared/schemas/approval-workflow';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format';
import { WorkflowPriorityBadge } from '@web/components/workflows/workflow-badges';
import { itemLabel, titleCase } from '@web/components/workflows/workflow-labels';

const linkClass = 'text-brand underline-offset-4 hover:underline';

/** A trip's travel request links back to the trip (its id is in the workflow's metadata). */
function tripRow(workflow: WorkflowDetail): [string, ReactNode][] {
  const tripId = workflow.metadata.tripId;
  if (typeof tripId !== 'number' || !Number.isInteger(tripId) || tripId < 1) return [];
  return [
    [
      'Trip',
      <Link key="trip" to={`/trips/${tripId}`} className={linkClass}>
        Open the trip
      </Link>,
    ],
  ];
}

/** The request itself: type, event (linked), priority, dates, costs, requester, description. */
export function WorkflowSummary({ workflow }: { workflow: WorkflowDetail }) {
  const rows: [string, ReactNode][] = [
    ['Request Type', titleCase(workflow.itemType)],
    [
      'Event',
      workflow.itemName ? (
        <Link to={`/events/${workflow.itemId}`} className={linkClass}>
          {workflow.itemName}
        </Link>
      ) : (
        itemLabel(workflow)
      ),
    ],
    ...tripRow(workflow),
    ['Priority', <WorkflowPriorityBadge key="priority" priority={workflow.priority} />],
    ['Due Date', workflow.dueDate ? formatDate(workflow.dueDate) : 'No due date'],
    ['Estimated Costs', workflow.estimatedCosts ?? 'Not given'],
    ['Requested by', workflow.requesterName ?? 'Unknown user'],
    ['Created', formatDate(workflow.createdAt)],
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Request</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([term, detail]) => (
            <div key={term} className="grid gap-1">
              <dt className="text-muted-foreground text-sm">{term}</dt>
              <dd className="text-sm font-medium">{detail}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-1">
          <h3 className="text-muted-foreground text-sm">Description</h3>
          <p className="text-sm whitespace-pre-wrap">
            {workflow.description || 'No description given.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
