import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import type { DiscoverFilters } from '../api/get-discover';

/** The address's names for the filters: `?q=&topic=&place=&closing=&language=&cfp=1&show=`. */
export type FilterParam = 'q' | 'topic' | 'place' | 'closing' | 'language' | 'cfp' | 'show';

function closingDays(value: string | null): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const days = Number(value);
  return days <= 366 ? days : undefined;
}

/**
 * Discover's filters, kept in the address so reload, Back and a shared link show the same list.
 * The search box answers at once; the list follows it after a pause.
 */
export function useDiscoverFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearchText] = useState(searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim());
  const show = searchParams.get('show');

  const setParam = (name: FilterParam, value: string | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const filters: DiscoverFilters = {
    q: q || undefined,
    topic: searchParams.get('topic') || undefined,
    place: searchParams.get('place') || undefined,
    closingWithinDays: closingDays(searchParams.get('closing')),
    language: searchParams.get('language') || undefined,
    hasCfp: searchParams.get('cfp') === '1' ? true : undefined,
    show: show === 'interested' || show === 'dismissed' ? show : undefined,
  };

  const setSearch = (text: string) => {
    setSearchText(text);
    setParam('q', text.trim() || undefined);
  };

  return { filters, search, setSearch, setParam };
}
