import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** A full-page message of the detail page ('Invalid Event ID', 'Event Not Found', …) with a way back. */
export function EventDetailMessage({
  title,
  text,
  onRetry,
}: {
  title: string;
  text: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex justify-center gap-2">
        <Button variant="outline" asChild>
          <Link to="/events">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Events
          </Link>
        </Button>
        {onRetry && <Button onClick={onRetry}>Retry</Button>}
      </div>
    </div>
  );
}
