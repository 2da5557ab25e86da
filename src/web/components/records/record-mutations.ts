import { useMutation, type QueryKey } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { viewAction } from '@web/lib/toast';
import { UNDO_DURATION_MS, useUndoCreation } from '@web/lib/undo-creation';
import type { RecordUpdate } from './record-form-dialog';

export interface RecordMutationsOptions<Row, Changes> {
  /** The collection's query keys (`queryKeys.attendees`): its API path and their prefix. */
  keys: { path: string; all: QueryKey };
  /** 'Attendee': toasts 'Attendee Added' and errors 'Failed to add attendee'. */
  noun: string;
  /** How a toast names the record: its name, or a title in quotes. */
  label: (row: Row) => string;
  /** What refetches after any change. */
  dependents: QueryKey[];
  /** The PUT body made from the form's changes, where the API reads them otherwise. */
  sendChanges?: (changes: Changes) => unknown;
  /** Toast titles in sentence case ('Stakeholder added'), as the product's texts word some. */
  sentenceCase?: boolean;
  /** Where a new record is seen: its 'Added' toast then has 'View' going there (and 'Undo'). */
  viewPath?: (row: Row) => string;
}

/**
 * A record's create, update and delete calls and their hooks, with the toasts and refetches every
 * record screen shares: the web twin of the server's registerRecordRoutes.
 */
export function recordMutations<Row extends { id: number; version?: number }, New, Changes = New>(
  options: RecordMutationsOptions<Row, Changes>,
) {
  const { keys, noun, label, dependents, sendChanges = (changes: Changes) => changes } = options;
  const { path } = keys;
  const title = (done: string) => `${noun} ${options.sentenceCase ? done.toLowerCase() : done}`;
  // 'CFP Submission' → 'CFP submission': words lower-cased, acronyms kept.
  const lower = noun
    .split(' ')
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');

  /** POST {path}. */
  const create = (body: New) => api.post<Row>(path, body);
  /** PUT {path}/{id}; with the version the form opened, 412 if it changed since. */
  const update = ({ id, changes, version }: RecordUpdate<Changes>) =>
    api.put<Row>(`${path}/${id}`, sendChanges(changes), version);
  /** DELETE {path}/{id}. */
  const remove = (row: Row): Promise<void> => api.delete(`${path}/${row.id}`);

  /**
   * `inForm`: the record is made from inside another form not yet saved (a new speaker of a
   * talk): its toast has no 'View', which would leave that form, and 'Undo' also takes the record
   * off it (`onUndone`).
   */
  const useCreate = (inForm?: { onUndone: (row: Row) => void }) => {
    const undo = useUndoCreation<Row>({ keys, label, dependents });
    const view = inForm ? undefined : options.viewPath;
    return useMutation({
      mutationFn: create,
      meta: mutationMeta<Row, New>({
        success: (created) => ({
          title: title('Added'),
          description: `${label(created)} has been added.`,
          duration: UNDO_DURATION_MS,
          actions: [
            ...(view ? [viewAction(view(created), label(created))] : []),
            undo(created, inForm?.onUndone),
          ],
        }),
        error: `Failed to add ${lower}`,
        invalidates: dependents,
      }),
    });
  };

  const useUpdate = () =>
    useMutation({
      mutationFn: update,
      meta: mutationMeta<Row, RecordUpdate<Changes>>({
        success: (updated) => ({
          title: title('Updated'),
          description: `${label(updated)} has been saved.`,
        }),
        error: `Failed to update ${lower}`,
        invalidates: dependents,
      }),
    });

  const useDelete = () =>
    useMutation({
      mutationFn: remove,
      meta: mutationMeta<void, Row>({
        success: (_none, row) => ({
          title: title('Deleted'),
          description: `${label(row)} has been deleted.`,
        }),
        error: `Failed to delete ${lower}`,
        invalidates: dependents,
      }),
    });

  return { create, update, remove, useCreate, useUpdate, useDelete };
}
