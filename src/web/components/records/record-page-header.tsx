import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';
import { Button } from '@web/components/ui/button';
import { ExportMenu, type ExportTarget } from './export-menu';

type RecordPageHeaderProps = {
  title: string;
  /** The page's purpose when it lists every record. */
  description: string;
  /** The event `?eventId=` narrows the list to. */
  fixedEvent?: { name: string };
  /** Before the event's name: 'Attendees of', 'Submissions for'. */
  eventLead: string;
  /** The whole list, linked from the narrowed one. */
  allPath: string;
  allLabel: string;
  addLabel: string;
  onAdd: () => void;
  /** What Export downloads: the list with its current filters. */
  exportTarget: ExportTarget;
};

/** A record list's title, purpose (or the event it is narrowed to), its Export menu and its add button. */
export function RecordPageHeader({
  title,
  description,
  fixedEvent,
  eventLead,
  allPath,
  allLabel,
  addLabel,
  onAdd,
  exportTarget,
}: RecordPageHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={
        fixedEvent ? (
          <>
            {eventLead} {fixedEvent.name}.{' '}
            <Link to={allPath} className="text-brand underline underline-offset-4">
              {allLabel}
            </Link>
          </>
        ) : (
          description
        )
      }
      actions={
        <>
          <ExportMenu {...exportTarget} />
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
        </>
      }
    />
  );
}
