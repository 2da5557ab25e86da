import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import { LOAD_ERROR_HELP } from '@web/components/records/list-state';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

type Props = { message: string; onRetry: () => void; retrying: boolean; title?: string };

/** The dashboard (or a part of it) could not load: say why, that nothing is lost, and offer to try again. */
export function DashboardError({
  message,
  onRetry,
  retrying,
  title = 'Failed to load dashboard',
}: Props) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <p>{LOAD_ERROR_HELP}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="mt-2">
          <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
