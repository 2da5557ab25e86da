import type { MoneyFigures, Report } from '@shared/schemas/report';
import { formatMoney } from '@web/lib/format';
import { FigureCards, type FigureEntry } from './report-figures';
import { ReportSection } from './report-section';

const MONEY_KEYS = [
  'sponsorshipCommitted',
  'sponsorshipPending',
  'tripEstimates',
  'tripActuals',
  'actualMinusEstimate',
  'costPerTalkGiven',
  'costPerPersonReached',
] as const;

function MoneyCards({ report, money }: { report: Report; money: MoneyFigures }) {
  return (
    <FigureCards
      report={report}
      entries={MONEY_KEYS.map((key): FigureEntry => [
        `money.${key}`,
        money[key],
        { currency: money.currency },
      ])}
    />
  );
}

/** Money per currency, never summed; converted totals only when the answer has them, with their rates. */
export function ReportMoney({ report }: { report: Report }) {
  const { money } = report;
  return (
    <ReportSection title="Money" report={report} definition="money">
      {money.byCurrency.length === 0 && (
        <p className="text-muted-foreground text-sm">No money in this period.</p>
      )}
      {money.byCurrency.map((figures) => (
        <div key={figures.currency} className="space-y-2">
          <h3 className="font-medium">In {figures.currency}</h3>
          <MoneyCards report={report} money={figures} />
        </div>
      ))}
      {money.converted ? (
        <div className="space-y-2">
          <h3 className="font-medium">All currencies in {money.convertTo}</h3>
          <MoneyCards report={report} money={money.converted} />
          <p className="text-muted-foreground text-sm">
            Rates used:{' '}
            {money.rates
              .map(
                (rate) =>
                  `1 ${rate.base} = ${rate.rate} ${rate.quote} (${rate.month}${rate.inverted ? ', inverted' : ''})`,
              )
              .join('; ')}
          </p>
        </div>
      ) : (
        money.byCurrency.length > 1 && (
          <p className="text-muted-foreground text-sm">
            No converted total: Admin → Exchange rates has no rate for{' '}
            {money.missingRates.map((m) => `${m.currency} in ${m.month}`).join(', ')}.
          </p>
        )
      )}
      {report.costPerPerson.map((ranking) => (
        <CostPerPerson key={`${ranking.currency}-${ranking.converted}`} ranking={ranking} />
      ))}
    </ReportSection>
  );
}

function CostPerPerson({ ranking }: { ranking: Report['costPerPerson'][number] }) {
  const lists = [
    ['Best', ranking.best],
    ['Worst', ranking.worst],
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {lists.map(([title, rows]) => (
        <div key={title} className="text-sm">
          <h3 className="font-medium">
            {title} cost per person reached ({ranking.currency}
            {ranking.converted ? ', converted' : ''})
          </h3>
          <ol className="mt-1 list-decimal pl-5">
            {rows.map((row) => (
              <li key={row.eventId}>
                {row.eventName}: {formatMoney(row.costPerPerson, ranking.currency)} (
                {formatMoney(row.actual, ranking.currency)} / {row.peopleReached})
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
