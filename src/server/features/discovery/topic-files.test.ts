import { describe, expect, it } from 'vitest';
import { snapshotFiles } from './snapshot';
import { readTopicFiles, TopicFileError, type TopicFile } from './topic-files';

const file = (topic: string, entries: unknown, year = 2027): TopicFile => ({
  year,
  topic,
  text: typeof entries === 'string' ? entries : JSON.stringify(entries),
});

const conference = (fields: Record<string, unknown> = {}) => ({
  name: 'RustConf',
  url: 'https://rustconf.com',
  startDate: '2027-09-08',
  endDate: '2027-09-10',
  city: 'Montreal',
  country: 'Canada',
  online: false,
  locales: 'EN',
  ...fields,
});

describe('the shipped confs.tech snapshot', () => {
  const reading = readTopicFiles(snapshotFiles());
  const startingIn = (year: string) =>
    reading.entries.filter((entry) => entry.startDate.startsWith(year)).length;

  it('reads every entry of both years and skips none', () => {
    expect(reading.read).toBe(533);
    expect(Object.values(reading.skipped).every((count) => count === 0)).toBe(true);
  });

  it('lists a conference under several topics once, with every topic', () => {
    expect(reading.entries).toHaveLength(396);
    expect(startingIn('2026')).toBe(380);
    expect(startingIn('2027')).toBe(16);
    expect(reading.entries.filter((entry) => entry.topics.length > 1)).toHaveLength(94);
    expect(new Set(reading.entries.map((entry) => entry.key)).size).toBe(396);
  });

  it('keeps CFP deadlines, online-only and hybrid conferences apart', () => {
    expect(reading.entries.filter((entry) => entry.cfpEndDate)).toHaveLength(186);
    expect(reading.entries.filter((entry) => entry.online && !entry.city)).toHaveLength(55);
    expect(reading.entries.filter((entry) => entry.online && entry.city)).toHaveLength(81);
  });

  it('reads the comma-separated locales in the source order', () => {
    const languages = new Set(reading.entries.flatMap((entry) => entry.locales));
    expect(languages).toContain('DE');
    expect(reading.entries.find((entry) => entry.locales.join() === 'IT,EN')).toBeDefined();
    expect(reading.entries.every((entry) => entry.locales.length > 0)).toBe(true);
  });
});

describe('reading topic files', () => {
  it('joins the same conference under two topics by its plain link and start date', () => {
    const { entries } = readTopicFiles([
      file('rust', [conference({ cfpEndDate: '2027-04-01' })]),
      file('general', [
        conference({ url: 'http://www.rustconf.com/', cfpUrl: 'https://rustconf.com/cfp' }),
      ]),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      key: 'rustconf.com 2027-09-08',
      url: 'https://rustconf.com',
      topics: ['general', 'rust'],
      cfpEndDate: '2027-04-01',
      cfpUrl: 'https://rustconf.com/cfp',
    });
  });

  it('keeps two editions of one conference apart', () => {
    const { entries } = readTopicFiles([
      file('rust', [conference(), conference({ startDate: '2027-10-01', endDate: '2027-10-01' })]),
    ]);
    expect(entries.map((entry) => entry.startDate)).toEqual(['2027-09-08', '2027-10-01']);
  });

  it('reads the odd locales and online forms hand edits have produced', () => {
    const { entries } = readTopicFiles([
      file('a', [
        conference({ name: 'A', url: 'https://a.example', locales: 'en, de ,EN' }),
        conference({ name: 'B', url: 'https://b.example', locales: ['FR', 'es'] }),
        conference({ name: 'C', url: 'https://c.example', locales: '', online: 'true' }),
        conference({ name: 'D', url: 'https://d.example', online: 'no', city: undefined }),
      ]),
    ]);
    const byName = Object.fromEntries(entries.map((entry) => [entry.name, entry]));
    expect(byName.A.locales).toEqual(['EN', 'DE']);
    expect(byName.B.locales).toEqual(['FR', 'ES']);
    expect(byName.C).toMatchObject({ locales: [], online: true });
    expect(byName.D).toMatchObject({ online: false, city: null });
  });

  it('skips and counts entries it cannot use, and reads the rest', () => {
    const reading = readTopicFiles([
      file('rust', [
        conference(),
        'RustConf',
        null,
        conference({ name: '  ' }),
        conference({ url: 'javascript:alert(1)' }),
        conference({ url: 'https://x.example', startDate: '2027-02-30' }),
        conference({ url: 'https://y.example', startDate: undefined }),
        conference({ url: 'https://z.example', endDate: '2027-09-01' }),
        conference({ url: 'https://w.example', cfpEndDate: 'soon', cfpUrl: 'ftp://w' }),
      ]),
    ]);
    expect(reading.read).toBe(9);
    expect(reading.skipped).toEqual({
      'not-an-object': 2,
      'no-name': 1,
      'no-url': 1,
      'bad-dates': 3,
    });
    expect(reading.entries.map((entry) => entry.url)).toEqual([
      'https://rustconf.com',
      'https://w.example',
    ]);
    expect(reading.entries[1]).toMatchObject({ cfpEndDate: null, cfpUrl: null });
  });

  it('takes a missing end date as a one-day conference', () => {
    const { entries } = readTopicFiles([file('rust', [conference({ endDate: undefined })])]);
    expect(entries[0].endDate).toBe('2027-09-08');
  });

  it('stops at a file that is not a JSON array, naming it', () => {
    expect(() => readTopicFiles([file('rust', '[{"name": ')])).toThrow(
      new TopicFileError({ year: 2027, topic: 'rust' }, 'not valid JSON'),
    );
    expect(() => readTopicFiles([file('rust', { name: 'RustConf' })])).toThrow(
      'conferences/2027/rust.json: not a JSON array',
    );
    expect(() => readTopicFiles([file('../etc', [])])).toThrow('not a topic name');
  });
});
