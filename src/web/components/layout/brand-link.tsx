import { CalendarRangeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { useVersionInfo } from '@web/lib/version';

/**
 * Product name linking home, with the running version; signed in, from the large breakpoint on,
 * the top bar's entries need its room (the footer and avatar menu still say it).
 */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const { data: info } = useVersionInfo();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Link
        to="/"
        className="focus-visible:ring-ring/50 flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px]"
      >
        <span className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-lg">
          <CalendarRangeIcon className="size-4" aria-hidden="true" />
        </span>
        <span>OSPO Events</span>
      </Link>
      {info && (
        <Badge
          variant="secondary"
          className={cn('hidden font-mono text-[11px] sm:inline-flex', compact && 'lg:hidden')}
          aria-label={`Version ${info.version}`}
        >
          v{info.version}
        </Badge>
      )}
    </div>
  );
}
