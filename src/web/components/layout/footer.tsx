import { CodeIcon, MessageSquareIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { buildDateOf, useVersionInfo } from '@web/lib/version';
import { useSendFeedback } from './use-feedback';

/** Product facts, feedback, source link and copyright. */
export function Footer() {
  const { data: info } = useVersionInfo();
  const sendFeedback = useSendFeedback();
  const buildDate = buildDateOf(info);
  const year = new Date().getFullYear();

  return (
    <footer className="bg-background border-t">
      <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between xl:px-8">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-foreground font-semibold">OSPO Events</span>
          {info && (
            <>
              <Badge variant="outline" className="font-mono text-[11px]">
                v{info.version}
              </Badge>
              <span>Environment: {info.environment}</span>
            </>
          )}
          {buildDate && <span>Built {buildDate}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="ghost" size="sm" onClick={sendFeedback} className="-ml-3 md:ml-0">
            <MessageSquareIcon aria-hidden="true" />
            Send Feedback
          </Button>
          {info?.sourceUrl && (
            <a
              href={info.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="hover:text-foreground inline-flex items-center gap-1.5 rounded-sm font-medium hover:underline"
            >
              <CodeIcon className="size-4" aria-hidden="true" />
              Source code
            </a>
          )}
          <span>
            © {year} {info?.vendorName ?? 'OSPO Events'}
          </span>
        </div>
      </div>
    </footer>
  );
}
