import type { SearchKind, SearchResult } from '@shared/schemas/search';
import {
  CalendarIcon,
  FileTextIcon,
  FolderIcon,
  HandshakeIcon,
  MicIcon,
  PlaneIcon,
  SendIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  WorkflowIcon,
  type LucideIcon,
} from 'lucide-react';
import { CommandItem } from '@web/components/ui/command';
import { HighlightedText } from './highlighted-text';

const KIND_ICONS: Record<SearchKind, LucideIcon> = {
  event: CalendarIcon,
  talk: FileTextIcon,
  cfp_submission: SendIcon,
  person: UserIcon,
  speaker: MicIcon,
  stakeholder: UsersIcon,
  asset: FolderIcon,
  workflow: WorkflowIcon,
  trip: PlaneIcon,
  attendee: TicketIcon,
  sponsorship: HandshakeIcon,
};

/** The option's value: unique across kinds, as ids are only unique within one. */
export const resultValue = (result: SearchResult) => `${result.kind}:${result.id}`;

/**
 * One found record: its title and a line of context, the matched words marked. A record with
 * no page the person may open is shown but cannot be chosen.
 */
export function SearchResultItem({
  result,
  onOpen,
}: {
  result: SearchResult;
  onOpen: (url: string) => void;
}) {
  const Icon = KIND_ICONS[result.kind];
  const { url } = result;
  return (
    <CommandItem
      value={resultValue(result)}
      disabled={url === null}
      onSelect={() => url !== null && onOpen(url)}
      className="items-start"
    >
      <Icon aria-hidden="true" className="text-muted-foreground mt-0.5 size-4 shrink-0" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">
          <HighlightedText text={result.title} ranges={result.highlights.title} />
        </span>
        {result.context && (
          <span className="text-muted-foreground truncate text-xs">
            <HighlightedText text={result.context} ranges={result.highlights.context} />
          </span>
        )}
      </span>
    </CommandItem>
  );
}
