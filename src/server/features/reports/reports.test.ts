import { describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema/index';
import { countQueries } from '../../test/count-queries';
import { pair, withReportData, values } from './report-test-data';

const { state, api, report, db } = withReportData();

describe('GET /api/reports', () => {
  it('answers this quarter beside the previous one, figure by figure, for a plain member', async () => {
    const answer = await report();
    expect(answer.period).toEqual({
      kind: 'quarter',
      from: '2026-07-01',
      to: '2026-09-30',
      label: '2026-Q3',
    });
    expect(answer.comparison).toMatchObject({ from: '2026-04-01', to: '2026-06-30' });
    // RustConf, Boundary Meetup (on the quarter's last day) and Online Summit; Spring Conf before.
    expect(values(answer.events)).toEqual({ tracked: pair(3, 1), attended: pair(2, 1) });
    expect(answer.events.tracked).toMatchObject({ change: 2, changeRatio: 2 });
    // Sent: accepted, rejected, withdrawn (RustConf), submitted, accepted; the drafts are not.
    expect(values(answer.cfp)).toEqual({
      submissions: pair(5, 2),
      decided: pair(3, 2),
      accepted: pair(2, 1),
      acceptanceRate: pair(2 / 3, 0.5),
      missedDeadlines: pair(2, 0),
    });
    expect(values(answer.people)).toEqual({
      travellers: pair(3, 1),
      speakers: pair(1, 1),
      talksGiven: pair(2, 1),
    });
    expect(values(answer.reach)).toEqual({
      peopleReached: pair(120, 50),
      leads: pair(10, 5),
      averageRating: pair(4, 2),
      goAgainShare: pair(1, 0),
      reportCompletion: pair(2 / 3, 1),
    });
    expect(answer.definitions['cfp.decided']?.help).toMatch(/accepted or rejected/);
  });

  it('keeps money per currency, leaving out cancelled trips and unapproved estimates', async () => {
    const { money } = await report('?convertTo=EUR');
    expect(money.byCurrency.map((entry) => entry.currency)).toEqual(['EUR', 'USD']);
    const [eur, usd] = money.byCurrency.map(values);
    expect(eur).toEqual({
      sponsorshipCommitted: pair(5000, 1000),
      sponsorshipPending: pair(0, 0),
      tripEstimates: pair(500, 400),
      tripActuals: pair(430, 400),
      actualMinusEstimate: pair(-70, 0),
      costPerTalkGiven: pair(215, 400),
      costPerPersonReached: pair(3.583, 8),
    });
    expect(usd).toEqual({
      sponsorshipCommitted: pair(0, 0),
      sponsorshipPending: pair(2000, 0),
      tripEstimates: pair(1000, 0),
      tripActuals: pair(900, 0),
      actualMinusEstimate: pair(-100, 0),
      costPerTalkGiven: pair(450, null),
      costPerPersonReached: pair(7.5, null),
    });
    // No rates: nothing converted, and the months that would need one are named.
    expect(money.converted).toBeNull();
    expect(money.missingRates).toEqual([
      { currency: 'USD', month: '2026-07' },
      { currency: 'USD', month: '2026-09' },
    ]);
  });

  it('converts with the rates of each month once they cover the period, naming them', async () => {
    await db()
      .insert(exchangeRates)
      .values([
        { base: 'USD', quote: 'EUR', month: '2026-07', rate: 0.9 },
        { base: 'EUR', quote: 'USD', month: '2026-09', rate: 1.25 },
      ]);
    const { money, costPerPerson } = await report('?convertTo=EUR');
    expect(money.missingRates).toEqual([]);
    expect(money.rates).toEqual([
      { base: 'USD', quote: 'EUR', month: '2026-07', rate: 0.9, inverted: false },
      { base: 'EUR', quote: 'USD', month: '2026-09', rate: 1.25, inverted: true },
    ]);
    expect(values(money.converted!)).toEqual({
      sponsorshipCommitted: pair(5000, 1000),
      sponsorshipPending: pair(1600, 0),
      tripEstimates: pair(1400, 400),
      tripActuals: pair(1240, 400),
      actualMinusEstimate: pair(-160, 0),
      costPerTalkGiven: pair(620, 400),
      costPerPersonReached: pair(10.333, 8),
    });
    // RustConf's costs are in two currencies: ranked only once converted (1060 / 100).
    expect(costPerPerson).toEqual([
      {
        currency: 'EUR',
        converted: false,
        best: [expect.objectContaining({ eventName: 'Online Summit', costPerPerson: 9 })],
        worst: [expect.objectContaining({ eventName: 'Online Summit', costPerPerson: 9 })],
      },
      {
        currency: 'EUR',
        converted: true,
        best: [
          expect.objectContaining({ eventName: 'Online Summit', actual: 180, peopleReached: 20 }),
          expect.objectContaining({ eventName: 'RustConf', actual: 1060, costPerPerson: 10.6 }),
        ],
        worst: [
          expect.objectContaining({ eventName: 'RustConf' }),
          expect.objectContaining({ eventName: 'Online Summit' }),
        ],
      },
    ]);
  });

  it('gives the tables and series the charts draw', async () => {
    const { cfp, events, series } = await report();
    expect(
      cfp.byPerson.map(({ label, submissions, decided, accepted, rate }) => [
        label,
        submissions,
        decided,
        accepted,
        rate,
      ]),
    ).toEqual([
      ['Grace Hopper', 3, 2, 2, 1],
      ['Linus Torvalds', 2, 1, 0, 0],
    ]);
    expect(cfp.byTalk.map((row) => [row.label, row.accepted])).toEqual([
      ['Cloud talk', 1],
      ['Rust at scale', 1],
    ]);
    expect(cfp.byEventType.map((row) => [row.key, row.submissions, row.rate])).toEqual([
      ['conference', 3, 0.5],
      ['meetup', 1, null],
      ['webinar', 1, 1],
    ]);
    expect(events.byType.find((row) => row.type === 'conference')?.tracked).toMatchObject(
      pair(1, 1),
    );
    expect(series.acceptanceOverTime).toHaveLength(8);
    expect(series.acceptanceOverTime.slice(-2)).toEqual([
      { quarter: '2026-Q2', submissions: 2, decided: 2, accepted: 1, rate: 0.5 },
      { quarter: '2026-Q3', submissions: 5, decided: 3, accepted: 2, rate: 2 / 3 },
    ]);
    expect(series.eventsPerMonth.map((row) => [row.month, row.total])).toEqual([
      ['2026-07', 1],
      ['2026-08', 1],
      ['2026-09', 1],
    ]);
    expect(series.eventsPerMonth[2]?.byType).toMatchObject({ meetup: 1, conference: 0 });
    expect(
      series.countries.map((row) => [
        row.country,
        row.tracked.current,
        row.tracked.comparison,
        row.submissions,
      ]),
    ).toEqual([
      ['France', 1, 1, 1],
      ['Germany', 1, 0, 3],
      ['Online', 1, 0, 1],
    ]);
    expect(series.spendByQuarter).toContainEqual({
      quarter: '2026-Q3',
      currency: 'USD',
      converted: false,
      category: 'lodging',
      estimate: 1000,
      actual: 900,
    });
    expect(series.spendByQuarter).toContainEqual({
      quarter: '2026-Q3',
      currency: 'EUR',
      converted: false,
      category: 'lodging',
      estimate: 150,
      actual: 0,
    });
  });

  it('compares with the same quarter a year before, or with nothing', async () => {
    const yearBefore = await report('?period=2026-Q3&compare=year-before');
    expect(yearBefore.comparison?.label).toBe('2025-Q3');
    expect(yearBefore.events.tracked).toEqual({
      current: 3,
      comparison: 0,
      change: 3,
      changeRatio: null,
    });
    const alone = await report('?compare=none');
    expect(alone.comparison).toBeNull();
    expect(alone.cfp.accepted).toEqual({
      current: 2,
      comparison: null,
      change: null,
      changeRatio: null,
    });
    const year = await report('?period=2026');
    expect(values(year.events)).toEqual({ tracked: pair(7, 0), attended: pair(4, 0) });
    const custom = await report('?period=custom&from=2026-06-30&to=2026-07-10');
    expect(custom.comparison).toMatchObject({ from: '2026-06-19', to: '2026-06-29' });
    expect(custom.events.tracked.current).toBe(2);
  });

  it('narrows every figure by type, priority, country, person and talk tag', async () => {
    const conferences = await report('?type=conference');
    expect(values(conferences.events).tracked).toEqual(pair(1, 1));
    expect(conferences.cfp.missedDeadlines.current).toBe(2);
    expect((await report('?type=meetup')).cfp.missedDeadlines.current).toBe(0);
    expect((await report('?priority=high')).events.tracked).toMatchObject(pair(1, 0));
    expect((await report('?country=France')).events.tracked).toMatchObject(pair(1, 1));
    expect((await report('?country=online')).events.tracked).toMatchObject(pair(1, 0));
    const linus = await report(`?personId=${state.seeded.linus.id}`);
    expect(values(linus.events).tracked).toEqual(pair(3, 1));
    expect(values(linus.cfp).submissions).toEqual(pair(2, 1));
    expect(values(linus.people).travellers).toEqual(pair(1, 0));
    const rust = await report('?tag=rust');
    expect(values(rust.events).tracked).toEqual(pair(1, 1));
    expect(values(rust.cfp).submissions).toEqual(pair(1, 1));
  });

  it('reads the whole report in one transaction of at most 10 statements', async () => {
    const grace = await api();
    await grace.inject({ url: '/api/reports' });
    const counter = countQueries(db());
    const response = await grace.inject({
      url: `/api/reports?period=2026&tag=rust&personId=${state.seeded.grace.id}`,
    });
    const statements = counter.stop();
    expect(response.statusCode).toBe(200);
    expect(statements).toBeLessThanOrEqual(10);
  });
});
