import { SearchIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

const onApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** 'Ctrl+K', or '⌘K' on Apple's systems: the search palette's shortcut as the keyboard shows it. */
export const searchShortcut = () => (onApple() ? '⌘K' : 'Ctrl+K');

/** The header's search button, which opens the search palette as Ctrl/Cmd-K does. */
export function SearchButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K"
      title={`Search (${searchShortcut()})`}
      onClick={onClick}
      className={className}
    >
      <SearchIcon aria-hidden="true" />
    </Button>
  );
}

/** The mobile menu's search entry, first in the menu and drawn as its links are. */
export function MobileSearchButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-muted-foreground hover:bg-accent hover:text-foreground flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors"
    >
      <SearchIcon aria-hidden="true" className="size-4" />
      Search
    </button>
  );
}
