import { describe, expect, it } from 'vitest';
import { dateOrderEvidence, readDate } from './read-date';

const date = (value: string) => ({ ok: true, date: value });
const notADate = { ok: false, reason: 'not-a-date' };

describe('readDate', () => {
  it.each([
    ['2027-06-22', '2027-06-22'],
    ['2027/6/2', '2027-06-02'],
    ['2027.06.22', '2027-06-22'],
    ['2027-06-22T09:30:00Z', '2027-06-22'],
    ['2027-06-22 00:00:00', '2027-06-22'],
    ['Jun 22, 2027', '2027-06-22'],
    ['June 22 2027', '2027-06-22'],
    ['jun. 2, 2027', '2027-06-02'],
    ['Sept 3, 2027', '2027-09-03'],
    ['Tue, Jun 22, 2027', '2027-06-22'],
    ['June 22nd, 2027', '2027-06-22'],
    ['22 Jun 2027', '2027-06-22'],
    ['22nd June, 2027', '2027-06-22'],
    ['22-Jun-2027', '2027-06-22'],
    ['  Jun   22,  2027 ', '2027-06-22'],
    ['22/06/2027', '2027-06-22'],
    ['06/22/2027', '2027-06-22'],
    ['6-22-2027', '2027-06-22'],
    ['22.06.2027', '2027-06-22'],
    ['05/05/2027', '2027-05-05'],
    ['Feb 29, 2028', '2028-02-29'],
  ])('reads %j as %s', (text, expected) => {
    expect(readDate(text)).toEqual(date(expected));
  });

  it.each([
    'Jun 31, 2027',
    '31 June 2027',
    '2027-02-29',
    'Feb 29, 2027',
    '2027-13-01',
    '2027-00-10',
    '31/02/2027',
    '13/13/2027',
    '0/5/2027',
    'Juno 22, 2027',
    'Ju 22, 2027',
    '22/06/27',
    'next Tuesday',
    'TBA',
    '',
    '20270622',
  ])('refuses %j', (text) => {
    expect(readDate(text)).toEqual(notADate);
  });

  it('needs the order for a numeric date whose day and month could swap', () => {
    expect(readDate('03/04/2027')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(readDate('03/04/2027', 'dmy')).toEqual(date('2027-04-03'));
    expect(readDate('03/04/2027', 'mdy')).toEqual(date('2027-03-04'));
  });

  it('reads unambiguous numeric dates the same under either order', () => {
    expect(readDate('22/06/2027', 'mdy')).toEqual(date('2027-06-22'));
    expect(readDate('06/22/2027', 'dmy')).toEqual(date('2027-06-22'));
    expect(readDate('31/04/2027', 'dmy')).toEqual(notADate);
  });
});

describe('dateOrderEvidence', () => {
  it('finds the order a file uses from its unambiguous dates', () => {
    expect(dateOrderEvidence(['03/04/2027', '22/06/2027'])).toEqual({
      order: 'dmy',
      ambiguous: true,
    });
    expect(dateOrderEvidence(['06/22/2027', '2027-01-01'])).toEqual({
      order: 'mdy',
      ambiguous: false,
    });
  });

  it('settles nothing when dates disagree or none is numeric', () => {
    expect(dateOrderEvidence(['22/06/2027', '06/22/2027'])).toEqual({
      order: null,
      ambiguous: false,
    });
    expect(dateOrderEvidence(['Jun 22, 2027', '05/05/2027'])).toEqual({
      order: null,
      ambiguous: false,
    });
    expect(dateOrderEvidence(['01/02/2027'])).toEqual({ order: null, ambiguous: true });
  });
});
