import { useState } from 'react';

/**
 * What a single-choice picker keeps beside its SearchPicker: open or not, the search text its
 * API query uses, and the option last chosen (so its label shows without another request), with
 * the props that wire them to the SearchPicker. `clearLabel` adds a first option that clears.
 */
export function useSingleChoice<T extends { id: number }>({
  value,
  onChoose,
  clearLabel,
}: {
  value: number | null | undefined;
  onChoose: (option: T | null) => void;
  clearLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<T>();
  const choose = (option: T | null) => {
    setChosen(option ?? undefined);
    onChoose(option);
  };
  return {
    open,
    search,
    /** The option `value` names among the last chosen and those given. */
    known: (options: readonly (T | undefined)[]) =>
      [chosen, ...options].find((option) => option && option.id === value),
    props: {
      optionKey: (option: T) => option.id,
      isChosen: (option: T) => option.id === value,
      onChoose: choose,
      clear: clearLabel
        ? { label: clearLabel, chosen: value == null, onChoose: () => choose(null) }
        : undefined,
      search,
      onSearchChange: setSearch,
      open,
      onOpenChange: setOpen,
    },
  };
}
