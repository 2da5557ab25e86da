import type { Figure, Report } from '@shared/schemas/report';
import { FigureCard } from './figure-card';
import type { FigureFormat } from './figure-value';
import { FIGURE_GRID, ReportSection } from './report-section';

export type FigureEntry = [key: string, figure: Figure, format?: FigureFormat];

/** Cards for figures named by their path in the answer's definitions. */
export function FigureCards({ report, entries }: { report: Report; entries: FigureEntry[] }) {
  const comparedWith = report.comparison?.label ?? null;
  return (
    <div className={FIGURE_GRID}>
      {entries.map(([key, figure, format]) => {
        const definition = report.definitions[key];
        return (
          <FigureCard
            key={key}
            label={definition?.label ?? key}
            help={definition?.help}
            figure={figure}
            format={format}
            comparedWith={comparedWith}
          />
        );
      })}
    </div>
  );
}

/** Events, CFPs, people and reach: the counts of the report. */
export function ReportFigures({ report }: { report: Report }) {
  const { events, cfp, people, reach } = report;
  return (
    <>
      <ReportSection title="Events" report={report}>
        <FigureCards
          report={report}
          entries={[
            ['events.tracked', events.tracked],
            ['events.attended', events.attended],
          ]}
        />
      </ReportSection>
      <ReportSection title="CFPs" report={report}>
        <FigureCards
          report={report}
          entries={[
            ['cfp.submissions', cfp.submissions],
            ['cfp.decided', cfp.decided],
            ['cfp.accepted', cfp.accepted],
            ['cfp.acceptanceRate', cfp.acceptanceRate, 'share'],
            ['cfp.missedDeadlines', cfp.missedDeadlines],
          ]}
        />
      </ReportSection>
      <ReportSection title="People" report={report}>
        <FigureCards
          report={report}
          entries={[
            ['people.travellers', people.travellers],
            ['people.speakers', people.speakers],
            ['people.talksGiven', people.talksGiven],
          ]}
        />
      </ReportSection>
      <ReportSection title="Reach and return" report={report}>
        <FigureCards
          report={report}
          entries={[
            ['reach.peopleReached', reach.peopleReached],
            ['reach.leads', reach.leads],
            ['reach.averageRating', reach.averageRating, 'rating'],
            ['reach.goAgainShare', reach.goAgainShare, 'share'],
            ['reach.reportCompletion', reach.reportCompletion, 'share'],
          ]}
        />
      </ReportSection>
    </>
  );
}
