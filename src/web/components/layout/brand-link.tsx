import { CalendarRangeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { useVersionInfo } from '@web/lib/version';

/** Product name linking home, with the running version. */
export function BrandLink() {
  const { data: info } = useVersionInfo();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <CalendarRangeIcon className="size-4" aria-hidden="true" />
        </span>
        <span>OSPO Events</span>
      </Link>
      {info && (
        <Badge variant="secondary" className="font-mono text-[11px]" aria-label={`Version ${info.version}`}>
          v{info.version}
        </Badge>
      )}
    </div>
  );
}
