import { calendarDay } from '@shared/read-date';
import { plainUrl } from '@shared/plain-text';

/**
 * One conference as confs.tech's conference-data lists it (`conferences/{year}/{topic}.json`),
 * read forgivingly: the source's files are hand-edited by its community, so an entry that cannot
 * be used is skipped and counted, never a reason to reject the whole file.
 */
export type ConferenceEntry = {
  /** The same conference under several topics is one entry: its link read plainly + start date. */
  key: string;
  name: string;
  url: string;
  startDate: string;
  endDate: string;
  city: string | null;
  country: string | null;
  /** With a city too, the conference is hybrid. */
  online: boolean;
  /** Upper-case language codes in the source's order: "EN,DE" → ['EN', 'DE']. */
  locales: string[];
  topics: string[];
  cfpUrl: string | null;
  cfpEndDate: string | null;
  cocUrl: string | null;
  handles: Partial<Record<(typeof HANDLES)[number], string>>;
};

const HANDLES = ['bluesky', 'mastodon', 'twitter', 'github'] as const;

export type SkipReason = 'not-an-object' | 'no-name' | 'no-url' | 'bad-dates';

type Reading = { ok: true; entry: ConferenceEntry } | { ok: false; reason: SkipReason };

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** `YYYY-MM-DD` naming a real day, else null. */
function isoDay(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value) ?? '');
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const httpUrl = (value: unknown): string | null => {
  const link = text(value);
  return link && /^https?:\/\/\S+$/i.test(link) ? link : null;
};

/** "EN,DE", "en, de", ["EN", "DE"] → ['EN', 'DE']; anything else → []. */
function readLocales(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = parts.flatMap((part) => {
    const code = text(part)?.toUpperCase();
    return code && /^[A-Z]{2,3}$/.test(code) ? [code] : [];
  });
  return [...new Set(codes)];
}

/** true, "true", "yes", 1 → true; the source writes a boolean, hand edits have written the rest. */
const readOnline = (value: unknown) =>
  value === true || value === 1 || /^(true|yes|1)$/i.test(text(value) ?? '');

/** Reads one entry of a topic file; `topic` is the file's name without `.json`. */
export function readConferenceEntry(raw: unknown, topic: string): Reading {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'not-an-object' };
  }
  const source = raw as Record<string, unknown>;
  const name = text(source.name);
  if (!name) return { ok: false, reason: 'no-name' };
  const url = httpUrl(source.url);
  if (!url) return { ok: false, reason: 'no-url' };
  const startDate = isoDay(source.startDate);
  const endDate = isoDay(source.endDate ?? source.startDate);
  if (!startDate || !endDate || endDate < startDate) return { ok: false, reason: 'bad-dates' };
  const handles: ConferenceEntry['handles'] = {};
  for (const handle of HANDLES) {
    const value = text(source[handle]);
    if (value) handles[handle] = value;
  }
  return {
    ok: true,
    entry: {
      key: `${plainUrl(url)} ${startDate}`,
      name,
      url,
      startDate,
      endDate,
      city: text(source.city),
      country: text(source.country),
      online: readOnline(source.online),
      locales: readLocales(source.locales),
      topics: [topic],
      cfpUrl: httpUrl(source.cfpUrl),
      cfpEndDate: isoDay(source.cfpEndDate),
      cocUrl: httpUrl(source.cocUrl),
      handles,
    },
  };
}
