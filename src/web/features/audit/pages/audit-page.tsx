import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_RECORD_TYPE_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditEntry,
} from '@shared/schemas/audit';
import { PageHeader } from '@web/components/layout/page-header';
import { ListLoadError, RefreshFailedNote } from '@web/components/records/list-state';
import { auditByline } from '@web/components/records/record-history';
import { usePageParam } from '@web/components/records/use-page-param';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DateInput } from '@web/components/ui/date-input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { downloadFrom } from '@web/lib/download';
import { toast } from '@web/lib/toast';
import {
  AUDIT_PAGE_SIZE,
  auditParams,
  useAuditPage,
  usePeople,
  type AuditFilters,
} from '../api/get-audit';

const FILTER_NAMES = ['person', 'type', 'from', 'to'] as const;

const ACTION_LABELS = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;

function recordName(entry: AuditEntry) {
  const type =
    AUDIT_RECORD_TYPE_LABELS[entry.recordType as keyof typeof AUDIT_RECORD_TYPE_LABELS] ??
    entry.recordType;
  return `${type} #${entry.recordId}${entry.label ? ` · ${entry.label}` : ''}`;
}

/** /admin/audit (admins): every change of every record, filtered, paged, exported as CSV. */
export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, searchParams.get(name) ?? '']),
  ) as unknown as AuditFilters;
  const [page, setPage] = usePageParam(JSON.stringify(filters));
  const audit = useAuditPage(filters, page);
  const people = usePeople();
  const [exporting, setExporting] = useState(false);

  const setFilter = (name: keyof AuditFilters, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFrom('/api/audit.csv', auditParams(filters), 'audit-log.csv');
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: (error as Error).message,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const entries = audit.data?.items ?? [];
  const filtered = FILTER_NAMES.some((name) => filters[name]);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Audit log"
        description="Every create, update and delete of every record: who, when and what changed."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <DownloadIcon aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        }
      />
      <form
        aria-label="Filters"
        className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="audit-person">Person</Label>
          <NativeSelect
            id="audit-person"
            value={filters.person}
            onChange={(event) => setFilter('person', event.target.value)}
          >
            <option value="">Everyone</option>
            {(people.data ?? []).map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name ?? person.username}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-type">Record type</Label>
          <NativeSelect
            id="audit-type"
            value={filters.type}
            onChange={(event) => setFilter('type', event.target.value)}
          >
            <option value="">All records</option>
            {AUDIT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_RECORD_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <DateInput
            id="audit-from"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <DateInput
            id="audit-to"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          disabled={!filtered}
          onClick={() => setSearchParams(new URLSearchParams())}
        >
          Clear filters
        </Button>
      </form>

      {audit.isError && audit.data && (
        <RefreshFailedNote onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      )}
      {audit.isPending ? (
        <p role="status" className="text-muted-foreground py-6 text-sm">
          Loading...
        </p>
      ) : audit.isError && !audit.data ? (
        <ListLoadError
          text={`Unable to load the audit log: ${audit.error.message}`}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground py-6 text-sm">
          {filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Changes">
          {entries.map((entry) => (
            <li key={entry.id} className="bg-card rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={entry.action === 'delete' ? 'destructive' : 'secondary'}>
                  {ACTION_LABELS[entry.action]}
                </Badge>
                <span className="font-medium break-all">{recordName(entry)}</span>
              </div>
              <p className="mt-1 break-words">{entry.description}</p>
              <p className="text-muted-foreground text-xs">{auditByline(entry)}</p>
            </li>
          ))}
        </ol>
      )}
      {audit.data && (
        <Pager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={audit.data.total}
          shown={entries.length}
          noun="change"
          onPage={setPage}
        />
      )}
    </div>
  );
}
