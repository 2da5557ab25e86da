import { useState } from 'react';
import { isVersionConflict } from './api-client';

/** A record the API versions (docs/ARCHITECTURE.md, "Edits that cross"). */
export type Versioned = { id: number; version: number };

/** A field the edit form shows, as the conflict dialog names it. */
export type ConflictField<T> = {
  key: keyof T & string;
  label: string;
  /** How the value reads; lists are joined and empty values say so by default. */
  format?: (value: unknown) => string;
};

type Conflict<T, P> = { opened: T; current: T; payload: P };

/**
 * The version an edit dialog opened and, after a 412, the conflict it shows. `version` goes out
 * as If-Match with each save; `caught` takes a save's error (and what it sent) and answers whether
 * it was a conflict, which the dialog then shows. Reload and Overwrite both take the current record
 * as the new base, so the next save names its version.
 */
export function useVersionConflict<T extends Versioned, P = unknown>(
  record: T | null | undefined,
  open: boolean,
  options: {
    /**
     * For a form that stays open on a page (a profile): the base follows the record given, which
     * only the page's own saves change, so only someone else's save meets a conflict.
     */
    follow?: boolean;
  } = {},
) {
  const [opened, setOpened] = useState<T | null>(record ?? null);
  const [reloaded, setReloaded] = useState<T | null>(null);
  const [conflict, setConflict] = useState<Conflict<T, P> | null>(null);

  // The base is the record as it was when the dialog opened (or another record was put in it);
  // a refetch of the same record meanwhile does not move it.
  const openedId = open ? (record?.id ?? null) : null;
  const [baseId, setBaseId] = useState(openedId);
  if (baseId !== openedId) {
    setBaseId(openedId);
    setOpened(record ?? null);
    setReloaded(null);
    setConflict(null);
  } else if (options.follow && record && opened && record.version > opened.version && !conflict) {
    setOpened(record);
  }

  /** Takes the current record as the base; gives it and the payload that met the conflict. */
  const resolve = (): Conflict<T, P> | null => {
    if (conflict) setOpened(conflict.current);
    setConflict(null);
    return conflict;
  };

  return {
    version: opened?.version,
    conflict,
    /** The record Reload took into the form, which a form keyed on it starts from; else null. */
    reloaded,
    caught(error: unknown, payload: P): boolean {
      if (!isVersionConflict(error) || !opened) return false;
      setConflict({ opened, current: error.current as T, payload });
      return true;
    },
    reload(): Conflict<T, P> | null {
      const resolved = resolve();
      if (resolved) setReloaded(resolved.current);
      return resolved;
    },
    overwrite: resolve,
    dismiss() {
      setConflict(null);
    },
  };
}

export type VersionConflictState<T extends Versioned, P> = ReturnType<
  typeof useVersionConflict<T, P>
>;

const MAX_SHOWN = 80;

function defaultFormat(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  const text = String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The form's fields whose value differs between the record as opened and as it is now. */
export function changedFields<T>(fields: ConflictField<T>[], opened: T, current: T) {
  return fields
    .filter((field) => !same(opened[field.key], current[field.key]))
    .map((field) => {
      const format = field.format ?? defaultFormat;
      return {
        key: field.key,
        label: field.label,
        was: format(opened[field.key]),
        now: format(current[field.key]),
      };
    });
}
