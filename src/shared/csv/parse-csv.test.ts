import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_HEADERS_MESSAGE, parseCsvText } from './parse-csv';

describe('parseCsvText', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, trimming values', () => {
    const text =
      'Name, Location ,Notes\r\n' +
      '"Codemash","Sandusky, OH, U.S.A.","He said ""hi""\r\nthen left"\r\n' +
      '  Devoxx  ,Antwerp,\r\n';
    expect(parseCsvText(text)).toEqual({
      headers: ['Name', 'Location', 'Notes'],
      rows: [
        { Name: 'Codemash', Location: 'Sandusky, OH, U.S.A.', Notes: 'He said "hi"\r\nthen left' },
        { Name: 'Devoxx', Location: 'Antwerp', Notes: '' },
      ],
    });
  });

  it('drops a byte order mark and blank lines, and fills missing cells with empty text', () => {
    const parsed = parseCsvText('\uFEFFName,Link\n\nJSConf,https://jsconf.com\nShort\n');
    expect(parsed.headers).toEqual(['Name', 'Link']);
    expect(parsed.rows).toEqual([
      { Name: 'JSConf', Link: 'https://jsconf.com' },
      { Name: 'Short', Link: '' },
    ]);
  });

  it('says "No headers found in CSV" for an empty file', () => {
    expect(() => parseCsvText('')).toThrow(NO_HEADERS_MESSAGE);
    expect(() => parseCsvText('\r\n\r\n')).toThrow(NO_HEADERS_MESSAGE);
  });

  it('reads the 1,536 real conferences of the confs.tech fixture', () => {
    const file = new URL('./fixtures/confs-tech-2024-2026.csv', import.meta.url);
    const parsed = parseCsvText(readFileSync(file, 'utf8'));
    expect(parsed.headers).toEqual([
      'Name',
      'Link',
      'Start Date',
      'End Date',
      'Location',
      'Type',
      'Priority',
      'Goals',
      'CFP Deadline',
      'CFP Link',
      'Notes',
    ]);
    expect(parsed.rows).toHaveLength(1536);
    expect(parsed.rows[1]).toMatchObject({ Name: 'Codemash', Location: 'Sandusky, OH, U.S.A.' });
  });
});
