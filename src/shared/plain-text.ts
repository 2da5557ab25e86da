/** Text compared as people read it: case, runs of spaces and surrounding spaces do not count. */
export const plainText = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** A link compared as people read it: the scheme, 'www.' and trailing '/' do not count either. */
export const plainUrl = (value: string) =>
  plainText(value)
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/+$/, '');
