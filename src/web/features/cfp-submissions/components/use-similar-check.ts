import { useCallback, useState } from 'react';
import type { NewCfpSubmission } from '@shared/schemas/cfp-submission';
import type { SimilarSubmission } from '@shared/schemas/talk';
import { findSimilarSubmissions } from '@web/components/records/similar-submissions';

/** What a saved submission was (the form's defaults), to tell whether a save changes it. */
type Before = { id: number; eventId: unknown; title: string; talkId: unknown };

/**
 * Before a new submission is saved, or one whose event, title or talk changed: the event's other
 * submissions like it. When there are some, `warnings` holds them and the save waits; the next
 * `save` ("Save anyway") goes on, `dismiss` returns to the form.
 */
export function useSimilarCheck(before: Before | undefined) {
  const [warnings, setWarnings] = useState<SimilarSubmission[]>();
  const [checking, setChecking] = useState(false);

  const save = async (body: NewCfpSubmission, send: (body: NewCfpSubmission) => void) => {
    // A second press while the check runs is the same save. (The button is not disabled for the
    // check: a disabled button loses the focus, and the dialog would scroll back to its top.)
    if (checking) return;
    if (warnings) {
      setWarnings(undefined);
      send(body);
      return;
    }
    const unchanged =
      before !== undefined &&
      before.eventId === body.eventId &&
      before.title === body.title &&
      (before.talkId ?? null) === (body.talkId ?? null);
    if (unchanged) {
      send(body);
      return;
    }
    setChecking(true);
    let found: SimilarSubmission[] = [];
    try {
      found = await findSimilarSubmissions({
        eventId: body.eventId,
        title: body.title,
        talkId: body.talkId ?? undefined,
        exceptId: before?.id,
      });
    } catch {
      // The warning is advice: when it cannot be had, the save goes on and answers for itself.
    } finally {
      setChecking(false);
    }
    if (found.length > 0) setWarnings(found);
    else send(body);
  };

  const dismiss = useCallback(() => setWarnings(undefined), []);
  return { warnings, save, dismiss };
}
