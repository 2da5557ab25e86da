import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Talk, TalkRevision } from '@shared/schemas/talk';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { formatDate } from '@web/lib/format';
import { useRestoreRevision } from '../api/change-talks';
import { talkRevisionsQueryOptions } from '../api/get-talks';
import { WordDiffView } from './word-diff-view';

/** The talk's saved titles and abstracts, newest first, each viewable, comparable and restorable. */
export function TalkRevisions({ talk }: { talk: Talk }) {
  const revisions = useQuery(talkRevisionsQueryOptions(talk.id));
  const [viewing, setViewing] = useState<TalkRevision>();
  if (revisions.isPending) return <p role="status">Loading revisions...</p>;
  if (revisions.isError) return <p role="alert">Failed to load revisions.</p>;
  return (
    <>
      <ol className="divide-y rounded-md border">
        {revisions.data.map((revision) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{revision.title}</p>
              <p className="text-muted-foreground text-sm">
                {formatDate(revision.createdAt, 'MMM d, yyyy HH:mm')} by{' '}
                {revision.authorName ?? 'someone no longer here'}
                {revision.id === talk.currentRevisionId && ' · current'}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setViewing(revision)}>
              View
              <span className="sr-only"> the revision of {formatDate(revision.createdAt)}</span>
            </Button>
          </li>
        ))}
      </ol>
      <RevisionDialog talk={talk} revision={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}

type RevisionDialogProps = { talk: Talk; revision?: TalkRevision; onClose: () => void };

/** One revision: its text, or what changed from it to the current text; Restore makes it current. */
function RevisionDialog({ talk, revision, onClose }: RevisionDialogProps) {
  const [compare, setCompare] = useState(true);
  const restore = useRestoreRevision();
  const current = revision?.id === talk.currentRevisionId;
  return (
    <Dialog open={revision !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Revision of {revision && formatDate(revision.createdAt)}</DialogTitle>
          <DialogDescription>
            {current
              ? 'This is the current text.'
              : compare
                ? 'Removed words are struck through, added ones underlined: from this revision to the current text.'
                : 'The title and abstract as they were saved.'}
          </DialogDescription>
        </DialogHeader>
        {revision && (
          <div className="grid max-h-[60vh] gap-3 overflow-y-auto">
            {compare && !current ? (
              <>
                <h3 className="font-semibold">
                  <WordDiffView before={revision.title} after={talk.title} />
                </h3>
                <WordDiffView before={revision.abstract} after={talk.abstract} />
              </>
            ) : (
              <>
                <h3 className="font-semibold break-words">{revision.title}</h3>
                <p className="whitespace-pre-wrap">{revision.abstract}</p>
              </>
            )}
          </div>
        )}
        <DialogFooter>
          {!current && (
            <Button variant="outline" onClick={() => setCompare(!compare)}>
              {compare ? 'Show this revision' : 'Compare with current'}
            </Button>
          )}
          {revision && !current && (
            <Button
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate({ talk, revisionId: revision.id }, { onSuccess: onClose })
              }
            >
              {restore.isPending ? 'Restoring...' : 'Restore this revision'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
