import { SEARCH_KIND_LABELS, type SearchKind, type SearchResult } from '@shared/schemas/search';
import { ArrowRightIcon, HistoryIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  useCommandHighlight,
} from '@web/components/ui/command';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useAuth } from '@web/lib/auth/auth-context';
import { cn } from '@web/lib/utils';
import { useSearchResults } from '../api/get-search';
import { goToEntries, matchingGoTo } from '../go-to';
import { useRecentSearches } from '../recent-searches';
import { resultValue, SearchResultItem } from './search-result-item';

const CLEAR_RECENT = 'clear-recent';
const recentValue = (text: string) => `recent:${text}`;
const goToValue = (to: string) => `goto:${to}`;

/** The results by kind, the kinds in the order their best result comes in the answer. */
function groupByKind(results: readonly SearchResult[]): [SearchKind, SearchResult[]][] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.kind);
    if (group) group.push(result);
    else groups.set(result.kind, [result]);
  }
  return [...groups];
}

/**
 * Search everywhere (Ctrl/Cmd-K): records found as you type, grouped by kind; with nothing typed,
 * recent searches; always the screens whose name matches. cmdk moves the highlight (arrows, Home,
 * End) and Enter opens it; the dialog closes on Escape and gives focus back to its opener.
 */
export function SearchPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Radix gives focus back to a Dialog.Trigger, and the palette has none (a shortcut, two
  // buttons): it goes back to whatever had focus when the palette opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[10dvh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0"
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Search everywhere</DialogTitle>
        <DialogDescription className="sr-only">
          Type to find events, talks, people and other records, or the name of a screen to go to.
        </DialogDescription>
        <PaletteBody close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The palette's content, mounted afresh on each opening (an empty search box). */
function PaletteBody({ close }: { close: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { hasRole } = useAuth();
  const recent = useRecentSearches();
  const search = useSearchResults(text);
  const typed = text.trim();

  const results = typed ? (search.data?.results ?? []) : [];
  const groups = groupByKind(results);
  const recentTexts = typed ? [] : recent.texts;
  const goTo = matchingGoTo(goToEntries(hasRole(['admin'])), typed);
  const commandRef = useRef<HTMLDivElement>(null);
  const highlight = useCommandHighlight(
    [
      ...groups.flatMap(([, group]) => group.map(resultValue)),
      ...recentTexts.map(recentValue),
      ...(recentTexts.length ? [CLEAR_RECENT] : []),
      ...goTo.map(({ to }) => goToValue(to)),
    ],
    commandRef,
  );

  const go = (url: string) => {
    close();
    void navigate(url);
  };
  const openResult = (url: string) => {
    recent.remember(typed);
    go(url);
  };

  const waiting = !search.data || search.q !== typed || search.isFetching;
  let status = '';
  if (!typed) status = '';
  else if (search.isError) status = `Search failed: ${search.error.message}`;
  else if (results.length === 0) status = waiting ? 'Searching…' : `No records match “${typed}”`;

  return (
    <Command
      shouldFilter={false}
      label="Search everywhere"
      loop={false}
      value={highlight.value}
      onValueChange={highlight.onValueChange}
      ref={commandRef}
      className="bg-card rounded-none"
    >
      <CommandInput
        value={text}
        onValueChange={setText}
        placeholder="Search records or go to a screen…"
        className="h-12 pr-8 text-base sm:text-sm"
      />
      <CommandList
        label="Results"
        aria-busy={Boolean(typed) && waiting}
        className="max-h-[min(60dvh,28rem)]"
      >
        {groups.map(([kind, group]) => (
          <CommandGroup key={kind} heading={SEARCH_KIND_LABELS[kind]}>
            {group.map((result) => (
              <SearchResultItem key={resultValue(result)} result={result} onOpen={openResult} />
            ))}
          </CommandGroup>
        ))}
        {recentTexts.length > 0 && (
          <CommandGroup heading="Recent searches">
            {recentTexts.map((recentText) => (
              <CommandItem
                key={recentText}
                value={recentValue(recentText)}
                onSelect={() => setText(recentText)}
              >
                <HistoryIcon aria-hidden="true" className="text-muted-foreground size-4" />
                <span className="truncate">{recentText}</span>
              </CommandItem>
            ))}
            <CommandItem value={CLEAR_RECENT} onSelect={recent.clear}>
              <XIcon aria-hidden="true" className="text-muted-foreground size-4" />
              Clear recent searches
            </CommandItem>
          </CommandGroup>
        )}
        {goTo.length > 0 && (
          <CommandGroup heading="Go to">
            {goTo.map(({ to, label }) => (
              <CommandItem key={to} value={goToValue(to)} onSelect={() => go(to)}>
                <ArrowRightIcon aria-hidden="true" className="text-muted-foreground size-4" />
                {label}
              </CommandItem>
            ))}
          </CommandGroup>
        )}
      </CommandList>
      <p role="status" className={cn('text-muted-foreground px-4 text-sm', status && 'py-3')}>
        {status}
      </p>
      <p
        aria-hidden="true"
        className="text-muted-foreground hidden border-t px-4 py-2 text-xs sm:block"
      >
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </Command>
  );
}
