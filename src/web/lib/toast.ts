import { useSyncExternalStore, type ReactNode } from 'react';

/** One toast at a time, shown 5 s, removed from memory 1,000,000 ms after dismissal. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

/** Where the user is when they click a toast's button, and a way to go elsewhere in the app. */
export type ToastPlace = { pathname: string; navigate: (to: string) => void };

/**
 * A button on a toast: 'View' opens what was just made (`href`, a path in the app); 'Undo' takes
 * the change back (`onClick`).
 */
export type ToastAction = {
  label: string;
  /** What the action does, for screen readers that cannot reach the toast: 'View KubeCon'. */
  altText: string;
  href?: string;
  onClick?: (place: ToastPlace) => void;
};

/** The 'View' action of a creation toast: opens what was just made. */
export function viewAction(href: string, name: string): ToastAction {
  return { label: 'View', altText: `View ${name}`, href };
}

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  /** Its buttons, in order: at most two ('View', 'Undo'). */
  actions?: ToastAction[];
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes a toast (or all); it stays in memory until the removal delay has passed. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/** Shows a toast; a newer one replaces the older beyond the limit. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts currently held, for the Toaster. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  emit([]);
}
