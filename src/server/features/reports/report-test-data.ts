import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Figure, Report } from '@shared/schemas/report';
import type { Db } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { seedReport } from '../../test/factories/report-factory';
import type { TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// The data set and what it holds: src/server/test/factories/report-factory.ts. Today is
// 2026-08-15, so the default period is 2026-Q3 compared with 2026-Q2.
const clock = new ManualClock('2026-08-15T10:00:00Z');

/** A test file's app on the report data set, reseeded before each test. */
export function withReportData() {
  const state = {} as { context: TestContext; seeded: Awaited<ReturnType<typeof seedReport>> };
  beforeAll(async () => {
    state.context = await createTestContext({}, { clock });
  });
  afterAll(() => state.context.close());
  beforeEach(async () => {
    await state.context.reset();
    state.seeded = await seedReport(state.context.db);
  });
  const api = (user?: TestUser) => actingAs(state.context, user ?? state.seeded.grace);
  async function report(query = '', user?: TestUser): Promise<Report> {
    const response = await (await api(user)).inject({ url: `/api/reports${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  return { state, api, report, db: (): Db => state.context.db };
}

export const pair = (current: number | null, comparison: number | null) => ({
  current,
  comparison,
});

/** The current and comparison values of a group's figures (its lists left out). */
export const values = (figures: Record<string, Figure | unknown>) =>
  Object.fromEntries(
    Object.entries(figures)
      .filter(([, value]) => value && typeof value === 'object' && 'current' in value)
      .map(([key, value]) => [key, pair((value as Figure).current, (value as Figure).comparison)]),
  );
