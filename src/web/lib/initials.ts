// Apart from format.ts, so the header's avatar does not bring date-fns into every page.
/** First letters of the words of a name, at most 2, upper case ('' for an empty name). */
export function getInitials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
