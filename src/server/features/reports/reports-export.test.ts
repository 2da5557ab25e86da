import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Figure } from '@shared/schemas/report';
import { withReportData } from './report-test-data';

const { api, report } = withReportData();

describe('bad report queries', () => {
  it.each([
    ['?period=custom&from=2026-07-10&to=2026-07-01', 'to', 'cannot end before it starts'],
    ['?from=2020-01-01&to=2025-01-01', 'to', 'at most 5 years'],
    ['?period=2026-Q5', 'period', 'quarter such as 2026-Q3'],
    ['?type=party', 'type', ''],
    ['?compare=later', 'compare', ''],
    ['?personId=99999', 'personId', 'No member'],
    ['?tag=cobol', 'tag', 'No talk'],
    ['?country=Atlantis', 'country', 'No event'],
  ])('%s → 400 naming %s', async (query, field, message) => {
    const response = await (await api()).inject({ url: `/api/reports${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  it('takes a custom range of exactly five years', async () => {
    expect((await report('?from=2020-01-01&to=2024-12-31')).period.kind).toBe('custom');
  });
});

describe('GET /api/reports/export', () => {
  it('zips one CSV per table holding the figures the report shows', async () => {
    const answer = await report();
    const response = await (await api()).inject({ url: '/api/reports/export/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('report-2026-Q3.zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toContain('figures.csv');
    const rows = strFromU8(files['figures.csv']!).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe('figure,label,current,comparison,change,change_ratio');
    const byPath = new Map(rows.slice(1).map((row) => [row.split(',')[0], row.split(',')]));
    for (const [group, key] of [
      ['events', 'tracked'],
      ['cfp', 'accepted'],
      ['reach', 'peopleReached'],
    ] as const) {
      const figure = (answer[group] as unknown as Record<string, Figure>)[key]!;
      expect(byPath.get(`${group}.${key}`)?.slice(2, 4)).toEqual([
        String(figure.current),
        String(figure.comparison),
      ]);
    }
    const money = strFromU8(files['money.csv']!);
    expect(money).toContain('EUR,false,money.tripActuals,430,400,30,');
  });

  it('gives the same report as a JSON download', async () => {
    const response = await (await api()).inject({ url: '/api/reports/export/json?period=2026' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('report-2026.json');
    expect(response.json()).toEqual(await report('?period=2026'));
  });
});
