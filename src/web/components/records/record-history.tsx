import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { auditActorName, type AuditEntry, type AuditRecordType } from '@shared/schemas/audit';
import { Button } from '@web/components/ui/button';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@web/components/ui/collapsible';
import { api } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/history?type=&id=; under the histories' key, which every write refreshes. */
export function recordHistoryQueryOptions(type: AuditRecordType, id: number) {
  return queryOptions({
    queryKey: queryKeys.history.record(type, id),
    queryFn: ({ signal }) => api.get<AuditEntry[]>(queryKeys.history.path, { type, id }, signal),
    // A history is read right after an edit elsewhere on the page: never show a stale one.
    staleTime: 0,
  });
}

/** Who did it and when: 'Grace Hopper · Mar 1, 2026 9:30 AM'. */
export function auditByline(entry: Pick<AuditEntry, 'actorName' | 'actorId' | 'at'>) {
  return `${auditActorName(entry)} · ${formatDate(entry.at, 'MMM d, yyyy h:mm a')}`;
}

type RecordHistoryProps = {
  type: AuditRecordType;
  id: number;
  /** Starts folded and unread (in a dialog, where the form comes first). */
  defaultOpen?: boolean;
};

/** One record's recorded creates, updates and deletes, newest first, in a collapsible. */
export function RecordHistory({ type, id, defaultOpen = true }: RecordHistoryProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Folded, it asks nothing: a dialog opened to edit need not read the history too.
  const history = useQuery({ ...recordHistoryQueryOptions(type, id), enabled: open });
  const entries = history.data ?? [];
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="mb-2 px-2">
          <ChevronDownIcon className={open ? '' : '-rotate-90'} aria-hidden="true" />
          Edit History{history.data ? ` (${entries.length})` : ''}
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        {history.isPending ? (
          <p role="status" className="text-muted-foreground py-4 text-sm">
            Loading...
          </p>
        ) : history.isError ? (
          <p role="alert" className="py-4 text-sm">
            Unable to load edit history
          </p>
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground py-4 text-sm">No edits recorded yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Edit history">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-md border p-3 text-sm">
                <p className="break-words">{entry.description}</p>
                <p className="text-muted-foreground text-xs">{auditByline(entry)}</p>
              </li>
            ))}
          </ol>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
