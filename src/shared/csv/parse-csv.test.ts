import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CsvParseError, NO_HEADERS_MESSAGE, parseCsvText } from './parse-csv';
import { CONFS_TECH_CSV } from './fixtures/confs-tech';

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

  it('drops a byte order mark and blank lines', () => {
    const parsed = parseCsvText('\uFEFFName,Link\n\nJSConf,https://jsconf.com\n  \nNodeConf,\n');
    expect(parsed.headers).toEqual(['Name', 'Link']);
    expect(parsed.rows).toEqual([
      { Name: 'JSConf', Link: 'https://jsconf.com' },
      { Name: 'NodeConf', Link: '' },
    ]);
  });

  it('says "No headers found in CSV" for an empty file', () => {
    expect(() => parseCsvText('')).toThrow(NO_HEADERS_MESSAGE);
    expect(() => parseCsvText('\r\n\r\n')).toThrow(NO_HEADERS_MESSAGE);
  });

  it('refuses a file with a stray quote, naming its row, instead of reading the rest into one cell', () => {
    const lines = ['Name,Link,Start Date'];
    for (let row = 1; row <= 1000; row++) {
      lines.push(`${row === 10 ? '"' : ''}Conf ${row},https://conf${row}.org,2027-01-01`);
    }
    const error = parseProblem(lines.join('\r\n'));
    expect(error.problems).toEqual([
      'Row 10: Unterminated quote: a field opened with " is never closed, so the rest of the file would be read into it',
    ]);
    expect(error.message).toBe(`The file could not be read: ${error.problems[0]}`);
  });

  it('names every row with a wrong number of columns, counting rows after the header and blank lines', () => {
    const error = parseProblem('Name,Link\nA,a\n\nShort\nB,b\nC,c,extra\n');
    expect(error.problems).toEqual([
      'Row 2: Too few fields: expected 2 fields but parsed 1',
      'Row 4: Too many fields: expected 2 fields but parsed 3',
    ]);
    expect(error.message).toBe(
      'The file could not be read: Row 2: Too few fields: expected 2 fields but parsed 1; Row 4: Too many fields: expected 2 fields but parsed 3',
    );
    const many = parseProblem(['Name,Link', 'a', 'b', 'c', 'd', 'e'].join('\n'));
    expect(many.problems).toHaveLength(5);
    expect(many.message).toMatch(/: Row 1: .*; Row 2: .*; Row 3: [^;]* \(and 2 more\)$/);
  });

  it('names a quote followed by more text in the same field', () => {
    const error = parseProblem('Name,Link\nA,a\n"B"x,b\n');
    expect(error.problems[0]).toBe(
      'Row 2: Malformed quote: text follows the closing " of a quoted field (a quote inside a field is written "")',
    );
  });

  it('reads the 1,536 real conferences of the confs.tech fixture', () => {
    const file = CONFS_TECH_CSV;
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

function parseProblem(text: string): CsvParseError {
  try {
    parseCsvText(text);
  } catch (error) {
    if (error instanceof CsvParseError) return error;
    throw error;
  }
  throw new Error('the file was read without a problem');
}
