import type { WorkflowHistoryEntry } from '@shared/schemas/approval-workflow';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format';
import { titleCase } from '@web/components/workflows/workflow-labels';

/** Everything that happened to the workflow, oldest first, as the API records it. */
export function WorkflowHistory({ history }: { history: WorkflowHistoryEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">History</h2>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-muted-foreground text-sm">No history yet.</p>
        ) : (
          <ol aria-label="History" className="border-border grid gap-4 border-l pl-4">
            {history.map((entry) => (
              <li key={entry.id} className="grid gap-0.5">
                <p className="text-sm">
                  <span className="font-medium">{titleCase(entry.action)}</span>
                  {' by '}
                  {entry.performedByName ?? 'Unknown user'}
                </p>
                {entry.details && (
                  <p className="text-muted-foreground text-sm whitespace-pre-wrap">
                    {entry.details}
                  </p>
                )}
                <time dateTime={entry.performedAt} className="text-muted-foreground text-xs">
                  {formatDate(entry.performedAt, 'MMM d, yyyy h:mm a')}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
