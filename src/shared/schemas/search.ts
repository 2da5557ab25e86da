/**
 * Search everywhere (`GET /api/search`, the Ctrl-K palette): the query and the answer both ends
 * read. The server ranks in the database; the web groups results by kind in the answer's order.
 */
import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './fields';

/** The records search finds, in the order the palette groups them. */
export const SEARCH_KINDS = [
  'event',
  'talk',
  'cfp_submission',
  'person',
  'speaker',
  'stakeholder',
  'asset',
  'workflow',
  'trip',
  'attendee',
  'sponsorship',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Group headings of the palette, one per kind. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  event: 'Events',
  talk: 'Talks',
  cfp_submission: 'CFP submissions',
  person: 'People',
  speaker: 'Speakers',
  stakeholder: 'Stakeholders',
  asset: 'Assets',
  workflow: 'Approval workflows',
  trip: 'Trips',
  attendee: 'Attendees',
  sponsorship: 'Sponsorships',
};

export const SEARCH_MAX_QUERY = 200;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

const isKind = (value: string): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value);

/** `kinds=event,talk`: absent or empty means every kind; an unknown one is named in the 400. */
const kindsField = z
  .string()
  .optional()
  .transform((value, context): SearchKind[] => {
    const names = (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !isKind(name));
    if (unknown.length) {
      context.addIssue({
        code: 'custom',
        message: `Unknown kind ${unknown.map((name) => `'${name.slice(0, 40)}'`).join(', ')}; kinds are ${SEARCH_KINDS.join(', ')}`,
      });
      return z.NEVER;
    }
    return names.length ? [...new Set(names as SearchKind[])] : [...SEARCH_KINDS];
  });

/**
 * `q` is trimmed; empty (or absent) answers no results, longer than 200 characters is a 400.
 * Any text is a valid query: quotes, `-`, `:`, `&`, `|`, `!` and `\` are read as words and
 * spaces, never as syntax that could fail.
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_QUERY, `Search text must be at most ${SEARCH_MAX_QUERY} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .default(''),
  kinds: kindsField,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_LIMIT, `Limit must be at most ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Where in a text the query's words matched: `[start, end)` in UTF-16 units, as `slice` takes. */
const rangesSchema = z.array(z.tuple([z.number().int(), z.number().int()]));
export type SearchRange = z.infer<typeof rangesSchema>[number];

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  /** The record's name as its screens show it ('KubeCon Europe', 'Ada Lovelace → KubeCon'). */
  title: z.string(),
  /**
   * One line saying where the record is or what matched: its event, place and dates, or the
   * passage of its notes or abstract that holds the words when the title does not.
   */
  context: z.string(),
  highlights: z.object({ title: rangesSchema, context: rangesSchema }),
  /**
   * The web path that opens the record (`/events/12`, `/trips/3`); null for an account that
   * has no page the viewer may open (a person who is not a speaker, for a non-admin).
   */
  url: z.string().nullable(),
  /** The database's rank: larger is a better match; results come ordered by it. */
  rank: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
