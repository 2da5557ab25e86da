import { CalendarIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { WorkflowCard as Workflow } from '@shared/schemas/approval-workflow';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { formatDate } from '@web/lib/format';
import {
  WorkflowPriorityBadge,
  WorkflowStatusBadge,
} from '@web/components/workflows/workflow-badges';
import { itemLabel, titleCase } from '@web/components/workflows/workflow-labels';

/** One workflow in the list: its card fields and a link to its detail page. */
export function WorkflowCard({ workflow }: { workflow: Workflow }) {
  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-base leading-snug">{workflow.title}</CardTitle>
          <WorkflowStatusBadge status={workflow.status} />
        </div>
        <CardDescription>
          {titleCase(workflow.itemType)} · {itemLabel(workflow)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <WorkflowPriorityBadge priority={workflow.priority} />
        {workflow.description && (
          <p className="text-muted-foreground line-clamp-3 text-sm">{workflow.description}</p>
        )}
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <CalendarIcon className="size-4" aria-hidden="true" />
          {workflow.dueDate ? `Due ${formatDate(workflow.dueDate)}` : 'No due date'}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/approval-workflows/${workflow.id}`}
            aria-label={`View Details: ${workflow.title}`}
          >
            View Details
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
