import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@web/lib/toast';

const ToasterView = lazy(() =>
  import('./toaster-view').then((module) => ({ default: module.ToasterView })),
);

/** The shell's toast area; its code loads with the first toast, then stays. */
export function Toaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
