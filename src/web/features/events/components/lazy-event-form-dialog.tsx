import { lazy, Suspense, useState, type ComponentProps } from 'react';

const EventFormDialog = lazy(() =>
  import('./event-form-dialog').then((module) => ({ default: module.EventFormDialog })),
);

/**
 * The event dialog, loaded on first opening: the form and its validation library stay out of
 * the list's first load.
 */
export function LazyEventFormDialog(props: ComponentProps<typeof EventFormDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EventFormDialog {...props} />
    </Suspense>
  );
}
