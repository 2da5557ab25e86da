import { PageHeader } from '@web/components/layout/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useReport } from '../api/get-report';
import { ExportButtons } from '../components/export-buttons';
import { PeriodPicker } from '../components/period-picker';
import { ReportCharts } from '../components/report-charts';
import { ReportFigures } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { ReportMoney } from '../components/report-money';
import { useReportParams } from '../components/use-report-params';

/** /reports (every member): what the programme did, cost and returned in a period. */
export function ReportsPage() {
  const { params, update, thisQuarter } = useReportParams();
  const { data: report, error, isPending } = useReport(params);
  const errors = error instanceof ApiError ? error.errors : undefined;
  return (
    <div className="space-y-8">
      <PageHeader
        title="Reports"
        description={
          report
            ? `${report.period.label} (${report.period.from} to ${report.period.to})${report.comparison ? `, compared with ${report.comparison.label}` : ''}`
            : 'What the programme did, what it cost and what it returned'
        }
        actions={<ExportButtons params={params} />}
      />
      <div className="space-y-4 print:hidden" data-print="hide">
        <PeriodPicker params={params} thisQuarter={thisQuarter} update={update} errors={errors} />
        <ReportFilters params={params} update={update} errors={errors} />
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      {isPending && <Skeleton className="h-96 w-full" />}
      {report && (
        <div className="space-y-8">
          <ReportFigures report={report} />
          <ReportMoney report={report} />
          <ReportCharts report={report} />
        </div>
      )}
    </div>
  );
}
