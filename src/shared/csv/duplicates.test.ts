import { describe, expect, it } from 'vitest';
import { DuplicateIndex, nameSimilarity } from './duplicates';

// Real pairs of the confs.tech fixture (see fixtures/README.md).
const GLOBAL = 'Global Software Architecture Summit';
const ARCHITECTURE = 'Software Architecture Summit';
const JS_MUNICH = 'International JavaScript Conference Munich';
const PHP_MUNICH = 'International PHP Conference Munich';

function indexOf(...names: string[]) {
  const index = new DuplicateIndex<string>();
  for (const name of names)
    index.add({ name, startDate: '2026-06-15', endDate: '2026-06-17', item: name });
  return index;
}

describe('nameSimilarity', () => {
  it('is 1 − distance / longer length on lower-cased names', () => {
    expect(nameSimilarity('DevOpsDays Kansas City', 'Devopsdays Kansas City')).toBe(1);
    expect(nameSimilarity(GLOBAL, ARCHITECTURE)).toBeCloseTo(0.8, 10);
    expect(nameSimilarity(JS_MUNICH, PHP_MUNICH)).toBeCloseTo(0.786, 3);
  });
});

describe('DuplicateIndex', () => {
  it('finds a name equal ignoring case on the same dates', () => {
    expect(
      indexOf('EuroSTAR Conference').find('eurostar conference ', '2026-06-15', '2026-06-17'),
    ).toEqual({
      item: 'EuroSTAR Conference',
      similarity: 1,
    });
  });

  it('counts a name exactly 80 % similar as a duplicate', () => {
    const match = indexOf(ARCHITECTURE).find(GLOBAL, '2026-06-15', '2026-06-17');
    expect(match?.item).toBe(ARCHITECTURE);
    expect(match?.similarity).toBeCloseTo(0.8, 10);
  });

  it('does not count a name just under 80 % similar', () => {
    expect(indexOf(PHP_MUNICH).find(JS_MUNICH, '2026-06-15', '2026-06-17')).toBeNull();
    expect(
      indexOf('InfoQ Dev Summit').find('InfoQ Dev Summit Boston', '2026-06-15', '2026-06-17'),
    ).toBeNull();
  });

  it('never matches events on other dates, even with the same name', () => {
    const index = indexOf('CityJS Athens');
    expect(index.find('CityJS Athens', '2026-06-16', '2026-06-17')).toBeNull();
    expect(index.find('CityJS Athens', '2026-06-15', '2026-06-18')).toBeNull();
  });

  it('prefers the exact name over a close one', () => {
    const match = indexOf('React Summit US', 'React Summit').find(
      'react summit',
      '2026-06-15',
      '2026-06-17',
    );
    expect(match).toEqual({ item: 'React Summit', similarity: 1 });
  });
});
