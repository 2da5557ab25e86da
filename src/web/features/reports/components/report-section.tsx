import type { ReactNode } from 'react';
import type { Report } from '@shared/schemas/report';
import { HelpPopover } from './help-popover';

/** A titled part of the report; `definition` names its help in the answer's definitions. */
export function ReportSection({
  title,
  report,
  definition,
  children,
}: {
  title: string;
  report: Report;
  definition?: string;
  children: ReactNode;
}) {
  const help = definition ? report.definitions[definition] : undefined;
  return (
    <section aria-label={title} className="space-y-3" data-print="keep">
      <h2 className="flex items-center gap-1 text-lg font-semibold">
        {title}
        {help && <HelpPopover label={help.label} help={help.help} />}
      </h2>
      {children}
    </section>
  );
}

export const FIGURE_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4';
