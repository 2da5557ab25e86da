import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/fields';
import { PlusIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Pager } from '@web/components/ui/pager';
import type { QueryParams } from '@web/lib/api-client';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListState } from './list-state';
import { nextSort, sortParam, type SortState } from './list-sort';
import { RecordPageHeader } from './record-page-header';
import { useEventContext } from './use-context-event';
import { usePageParam } from './use-page-param';

/** One page of a list and the number of rows its filters match (X-Total-Count). */
export type ListPage<T> = { items: T[]; total: number };

/** A record list's query: its filters, the event of `?eventId=`, sort and page. */
export type RecordListParams = QueryParams & {
  eventId?: number;
  sort?: string;
  limit: number;
  offset: number;
};

/** The parts of a record screen the list page lays out. */
export type RecordTableProps<T> = {
  rows: T[];
  /** False when `?eventId=` narrows the list to one event. */
  showEvent: boolean;
  sort: SortState;
  /** A header click: sorts by the column, or turns its order round. */
  onSort: (key: string) => void;
  /** Sets the order outright (a phone's 'Sort by' choice). */
  onSortChange: (sort: SortState) => void;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
};

export type RecordFormDialogComponent<T> = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  record?: T;
  fixedEvent?: { id: number; name: string };
}>;

type RecordListPageProps<T extends { id: number }, K extends QueryKey> = {
  title: string;
  description: string;
  /** Before the event's name when narrowed: 'Attendees of'. */
  eventLead: string;
  /** The screen's path: '/attendees'; its API path is '/api' + path. */
  path: string;
  allLabel: string;
  addLabel: string;
  /** The rows, as the list's texts name them: 'attendees', 'CFP submissions'. */
  plural: string;
  /** One row, as the delete confirmation names it: 'attendee'. */
  noun: string;
  /** The toolbar's filters, already debounced; a change goes back to the first page. */
  filters: QueryParams;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  listQuery: (params: RecordListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  toolbar: ReactNode;
  Table: ComponentType<RecordTableProps<T>>;
  /** The add and edit dialog; best a lazy component, loaded when first opened. */
  FormDialog: RecordFormDialogComponent<T>;
  remove: UseMutationResult<unknown, Error, T>;
  /** The record's name in the delete confirmation. */
  label: (record: T) => string;
};

/**
 * The add dialog's state, opened on arrival by `?add=1` (an event tab's Add, with `?eventId=`)
 * and taking that away from the address when it closes, so reload or Back do not open it again.
 */
function useAddParam(): [boolean, (open: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [adding, setAdding] = useState(() => searchParams.has('add'));
  const change = (open: boolean) => {
    setAdding(open);
    if (!open && searchParams.has('add')) {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('add');
          return params;
        },
        { replace: true },
      );
    }
  };
  return [adding, change];
}

/**
 * The one list screen of records that belong to an event (attendees, sponsorships, CFP
 * submissions): header with Export and Add, the toolbar, a page of the table from the API with
 * its pager, and the add, edit and delete dialogs. `?eventId=` narrows it to one event, `?page=`
 * holds the page and `?add=1` opens the add dialog (for that event).
 */
export function RecordListPage<T extends { id: number }, K extends QueryKey = QueryKey>({
  title,
  description,
  eventLead,
  path,
  allLabel,
  addLabel,
  plural,
  noun,
  filters,
  sort,
  onSortChange,
  listQuery,
  toolbar,
  Table,
  FormDialog,
  remove,
  label,
}: RecordListPageProps<T, K>) {
  const { eventId, fixedEvent } = useEventContext();
  const selection = { eventId, ...filters, sort: sortParam(sort) };
  const [page, setPage] = usePageParam(JSON.stringify(selection));
  const list = useQuery({
    ...listQuery({ ...selection, limit: DEFAULT_PAGE_SIZE, offset: page * DEFAULT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [adding, setAdding] = useAddParam();
  const [editing, setEditing] = useState<T>();
  const [deleting, setDeleting] = useState<T>();
  // The form dialogs (a lazy chunk: the form, its picker) render from their first opening on.
  const [formUsed, setFormUsed] = useState(false);
  if (!formUsed && (adding || editing !== undefined)) setFormUsed(true);

  // A page past the end (the last row of the last page deleted, an old link) shows the last one.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / DEFAULT_PAGE_SIZE) - 1);
  const pastEnd = list.isSuccess && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastEnd) setPage(lastPage);
  }, [pastEnd, lastPage, setPage]);

  const rows = list.data?.items ?? [];
  return (
    <>
      <RecordPageHeader
        title={title}
        description={description}
        fixedEvent={fixedEvent}
        eventLead={eventLead}
        allPath={path}
        allLabel={allLabel}
        addLabel={addLabel}
        onAdd={() => setAdding(true)}
        exportTarget={{ path: `/api${path}`, params: selection }}
      />
      {toolbar}
      <ListState
        loading={list.isPending}
        failed={list.isError && !list.data}
        stale={list.isError && Boolean(list.data)}
        retrying={list.isFetching}
        empty={total === 0}
        loadingText={`Loading ${plural}...`}
        errorText={`Failed to load ${plural}. Please try again.`}
        emptyText={`No ${plural} found.`}
        emptyAction={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add {/^[aeiou]/i.test(noun) ? 'an' : 'a'} {noun}
          </Button>
        }
        onRetry={() => void list.refetch()}
      >
        <Table
          rows={rows}
          showEvent={eventId === undefined}
          sort={sort}
          onSort={(key) => onSortChange(nextSort(sort, key))}
          onSortChange={onSortChange}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        <Pager
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={total}
          shown={rows.length}
          noun={noun}
          plural={plural}
          onPage={setPage}
        />
      </ListState>
      {formUsed && (
        <Suspense fallback={null}>
          <FormDialog open={adding} onOpenChange={setAdding} fixedEvent={fixedEvent} />
          <FormDialog
            open={editing !== undefined}
            onOpenChange={(open) => !open && setEditing(undefined)}
            record={editing}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        record={deleting}
        noun={noun}
        label={label}
        deleting={remove.isPending}
        onConfirm={(record) => remove.mutate(record, { onSuccess: () => setDeleting(undefined) })}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </>
  );
}
