/**
 * Scrolls a picker's highlighted option into its list, by the least distance. The event picker's
 * focus stays in its search box (the option is only the active descendant) and the reviewer picker
 * moves focus without the browser's own scroll, so neither list follows the keyboard otherwise.
 */
export function keepInView(option: Element | null | undefined): void {
  option?.scrollIntoView({ block: 'nearest' });
}
