import { useMemo } from 'react';
import { wordDiff } from './word-diff';

/** The word diff of two texts: removed words struck through, added ones underlined. */
export function WordDiffView({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <p className="break-words whitespace-pre-wrap" data-testid="word-diff">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins
            key={index}
            className="bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200"
          >
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
