import { AlertTriangleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SimilarSubmission } from '@shared/schemas/talk';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type SimilarSubmissionsQuery = {
  eventId: number;
  title: string;
  talkId?: number;
  /** The submission being edited, which is not its own duplicate. */
  exceptId?: number;
};

/**
 * The event's other submissions of the same talk or a title at least 80 % similar, asked just
 * before a save (so never cached).
 */
export function findSimilarSubmissions(query: SimilarSubmissionsQuery) {
  return api.get<SimilarSubmission[]>(`${queryKeys.talks.path}/similar-submissions`, query);
}

/**
 * The one warning about teammates' submissions like this one: each names its event, title,
 * submitter, how alike it is and its status. The owner offers going on ("... anyway").
 */
export function SimilarSubmissionsAlert({
  title,
  warnings,
}: {
  title: string;
  warnings: readonly SimilarSubmission[];
}) {
  // It appears above the buttons after a save was tried, which on a phone are at the end of a
  // long form, below the screen: scrolled to the middle, the warning and the buttons after it
  // are in view. (jsdom has no scrollIntoView; Chromium's returns a promise, no effect's cleanup.)
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Alert role="alert" ref={ref}>
      <AlertTriangleIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {warnings.map((other) => (
            <li key={other.submissionId}>
              {other.eventName}: &quot;{other.title}&quot; by {other.submitterName} (
              {other.sameTalk ? 'this talk' : `${Math.round(other.similarity * 100)} % alike`},{' '}
              {other.status})
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
