import { useSearchParams } from 'react-router';
import { quarterOf } from '@shared/report-period';
import { localToday } from '@web/lib/format';
import type { ReportParams } from '../api/get-report';

export const REPORT_PARAMS = [
  'period',
  'from',
  'to',
  'compare',
  'type',
  'priority',
  'personId',
  'tag',
  'country',
] as const;
export type ReportParam = (typeof REPORT_PARAMS)[number];

/**
 * The report's period and filters, kept in the address (`/reports?period=2026-Q3&type=meetup`) so
 * a report can be shared and reopened. No period means this quarter.
 */
export function useReportParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ReportParams = {};
  for (const name of REPORT_PARAMS) {
    const value = searchParams.get(name);
    if (value) params[name] = value;
  }

  /** Sets (or with undefined removes) several names at once. */
  const update = (changes: Partial<Record<ReportParam, string | undefined>>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const thisQuarter = quarterOf(localToday());
  return { params, update, thisQuarter };
}
