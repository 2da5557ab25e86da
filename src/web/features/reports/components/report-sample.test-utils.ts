import type { Figure, MoneyFigures, Report } from '@shared/schemas/report';
import { REPORT_DEFINITIONS } from '@shared/report-definitions';

/** A figure with its change worked out as the server does. */
export function fig(current: number | null, comparison: number | null): Figure {
  const change = current === null || comparison === null ? null : current - comparison;
  return {
    current,
    comparison,
    change,
    changeRatio: change === null || !comparison ? null : change / comparison,
  };
}

function money(currency: string, actuals: number): MoneyFigures {
  return {
    currency,
    sponsorshipCommitted: fig(5000, 2500),
    sponsorshipPending: fig(0, 0),
    tripEstimates: fig(2000, 1000),
    tripActuals: fig(actuals, 1000),
    actualMinusEstimate: fig(actuals - 2000, 0),
    costPerTalkGiven: fig(actuals / 2, null),
    costPerPersonReached: fig(null, null),
  };
}

/** A small report of 2026-Q3 compared with 2026-Q2: 12 events tracked against 8. */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    period: { kind: 'quarter', from: '2026-07-01', to: '2026-09-30', label: '2026-Q3' },
    comparison: { kind: 'quarter', from: '2026-04-01', to: '2026-06-30', label: '2026-Q2' },
    compare: 'previous',
    filters: { type: null, priority: null, personId: null, tag: null, country: null },
    today: '2026-08-15',
    definitions: REPORT_DEFINITIONS,
    events: {
      tracked: fig(12, 8),
      attended: fig(3, 4),
      byType: [{ type: 'conference', tracked: fig(12, 8), attended: fig(3, 4) }],
    },
    cfp: {
      submissions: fig(10, 10),
      decided: fig(8, 5),
      accepted: fig(4, 2),
      acceptanceRate: fig(0.5, 0.4),
      missedDeadlines: fig(1, 0),
      byPerson: [],
      byTalk: [],
      byEventType: [],
    },
    people: { travellers: fig(3, 2), speakers: fig(2, 1), talksGiven: fig(2, 1) },
    reach: {
      peopleReached: fig(300, 100),
      leads: fig(20, 10),
      averageRating: fig(4.5, null),
      goAgainShare: fig(1, 0.5),
      reportCompletion: fig(0.5, 1),
    },
    money: {
      byCurrency: [money('EUR', 2400), money('USD', 900)],
      converted: null,
      convertTo: 'EUR',
      rates: [],
      missingRates: [{ currency: 'USD', month: '2026-07' }],
    },
    costPerPerson: [],
    series: {
      acceptanceOverTime: [
        { quarter: '2026-Q2', submissions: 10, decided: 5, accepted: 2, rate: 0.4 },
        { quarter: '2026-Q3', submissions: 10, decided: 8, accepted: 4, rate: 0.5 },
      ],
      spendByQuarter: [
        {
          quarter: '2026-Q3',
          currency: 'EUR',
          converted: false,
          category: 'transport',
          estimate: 2000,
          actual: 2400,
        },
      ],
      eventsPerMonth: [
        { month: '2026-07', total: 5, byType: { conference: 5 } },
        { month: '2026-08', total: 4, byType: { conference: 4 } },
        { month: '2026-09', total: 3, byType: { conference: 3 } },
      ],
      countries: [
        {
          country: 'Germany',
          tracked: fig(7, 3),
          attended: fig(2, 1),
          submissions: 6,
          accepted: 3,
        },
        { country: 'Online', tracked: fig(5, 5), attended: fig(1, 3), submissions: 4, accepted: 1 },
      ],
    },
    ...overrides,
  } as Report;
}
