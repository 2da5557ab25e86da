import { TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { pluralWord } from '@shared/plural';

export interface Unreadable {
  fileName: string;
  problems: string[];
}

const SHOWN = 10;

/** The rows of a CSV file that could not be read, and what is wrong with each. */
export function UnreadableFile({ fileName, problems }: Unreadable) {
  const hidden = problems.length - SHOWN;
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">{fileName} could not be read</AlertTitle>
      <AlertDescription>
        <p>
          Nothing can be imported from it until these rows are fixed. Correct the file and choose it
          again.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {problems.slice(0, SHOWN).map((problem, index) => (
            <li key={index} className="break-words">
              {problem}
            </li>
          ))}
        </ul>
        {hidden > 0 && (
          <p>
            ... and {hidden} more {pluralWord(hidden, 'row')}
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
