import { useState } from 'react';

const STORAGE_KEY = 'ospo-events-recent-searches';
export const RECENT_SEARCHES_KEPT = 5;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((text): text is string => typeof text === 'string')
          .slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

function write(texts: string[]) {
  try {
    if (texts.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(texts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused (private mode): the list lasts as long as the page.
  }
}

/** The last five texts searched in this browser that led to a record, newest first. */
export function useRecentSearches() {
  const [texts, setTexts] = useState(read);
  const update = (next: string[]) => {
    setTexts(next);
    write(next);
  };
  return {
    texts,
    remember: (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      const others = texts.filter((old) => old.toLowerCase() !== trimmed.toLowerCase());
      update([trimmed, ...others].slice(0, RECENT_SEARCHES_KEPT));
    },
    clear: () => update([]),
  };
}
