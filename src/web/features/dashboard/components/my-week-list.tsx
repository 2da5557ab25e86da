import { CheckIcon, EyeOffIcon, PlusIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MyWeekLine, MyWeekSection } from '@shared/schemas/my-week';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { WorkflowDecisionDialog } from '@web/components/workflows/workflow-decision-dialog';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useDismissConference, useTrackConference } from '../api/discovery-actions';
import { CfpSubmitLink } from './cfp-submit-link';
import { deadlineUrgency, URGENCY_CLASSES } from './deadline-urgency';
import { countOf } from '@shared/plural';

/** 'today', 'tomorrow', 'in 5 days', 'yesterday', '3 days ago'. */
export function dayPhrase(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${countOf(days, 'day')}` : `${countOf(-days, 'day')} ago`;
}

/** Red once passed, then the CFP deadlines' rule: a week or less red, two weeks amber. */
const urgencyOf = (days: number) => (days < 0 ? 'urgent' : deadlineUrgency(days));

/** Track and Dismiss of a new CFP, in place: the line leaves the list once either is done. */
function DiscoveryActions({ conference }: { conference: { id: number; name: string } }) {
  const track = useTrackConference();
  const dismiss = useDismissConference();
  const busy = track.isPending || dismiss.isPending;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      <Button
        type="button"
        size="sm"
        aria-label={`Track ${conference.name}`}
        disabled={busy}
        onClick={() => track.mutate(conference)}
      >
        <PlusIcon aria-hidden="true" />
        Track
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Dismiss ${conference.name}`}
        disabled={busy}
        onClick={() => dismiss.mutate(conference)}
      >
        <EyeOffIcon aria-hidden="true" />
        Dismiss
      </Button>
    </div>
  );
}

type Decision = { workflow: { id: number; title: string }; decision: 'approved' | 'rejected' };

function LineView({
  line,
  section,
  onDecide,
}: {
  line: MyWeekLine;
  section: MyWeekSection;
  onDecide: (decision: Decision) => void;
}) {
  const workflowId = line.decideWorkflowId;
  const people = [...line.people, ...(line.morePeople ? [`${line.morePeople} more`] : [])];
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="my-week-line">
      <div className="flex items-start justify-between gap-2">
        <Link to={line.href} className="text-brand min-w-0 font-medium break-words hover:underline">
          {line.title}
        </Link>
        {line.days !== null && (
          <Badge className={cn('shrink-0', URGENCY_CLASSES[urgencyOf(line.days)])}>
            {dayPhrase(line.days)}
          </Badge>
        )}
      </div>
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm">
        {line.date && (
          <span>
            {section.dateLabel} {formatDate(line.date)}
          </span>
        )}
        {line.since && <span>Asked {formatDate(line.since)}</span>}
        {line.detail && <span className="break-words">{line.detail}</span>}
        {line.externalLink && <CfpSubmitLink href={line.externalLink} name={line.title} />}
      </p>
      {people.length > 0 && (
        <p className="text-muted-foreground text-sm break-words">
          {section.peopleLabel ? `${section.peopleLabel}: ` : ''}
          {people.join(', ')}
        </p>
      )}
      {line.discoveryId !== null && (
        <DiscoveryActions conference={{ id: line.discoveryId, name: line.title }} />
      )}
      {workflowId !== null && (
        <div className="flex flex-wrap gap-2 pt-1">
          {(
            [
              ['approved', 'Approve', CheckIcon, 'default'],
              ['rejected', 'Reject', XIcon, 'outline'],
            ] as const
          ).map(([decision, label, Icon, variant]) => (
            <Button
              key={decision}
              type="button"
              size="sm"
              variant={variant}
              aria-label={`${label} ${line.title}`}
              onClick={() =>
                onDecide({ workflow: { id: workflowId, title: line.title }, decision })
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/** One list of My week: its lines (at most 10, with how many there are) or what would be here. */
export function MyWeekList({ section }: { section: MyWeekSection }) {
  const titleId = useId();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3"
      data-kind={section.kind}
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        {section.title}
        <Badge variant="secondary" aria-label={`${section.total} in all`}>
          {section.total}
        </Badge>
      </h3>
      {section.lines.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed px-3 py-3 text-sm">
          {section.empty}
        </p>
      ) : (
        <ul className="divide-y">
          {section.lines.map((line) => (
            <LineView key={line.id} line={line} section={section} onDecide={setDeciding} />
          ))}
        </ul>
      )}
      {section.total > section.lines.length && (
        <p className="text-muted-foreground text-xs">
          Showing {section.lines.length} of {section.total}
        </p>
      )}
      <WorkflowDecisionDialog
        workflow={deciding?.workflow ?? { id: 0, title: '' }}
        decision={deciding?.decision ?? null}
        onClose={() => setDeciding(null)}
      />
    </section>
  );
}
