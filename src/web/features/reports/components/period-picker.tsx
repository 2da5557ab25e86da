import {
  customPeriod,
  QUARTER_PATTERN,
  quarterPeriod,
  YEAR_PATTERN,
  yearPeriod,
} from '@shared/report-period';
import { DateInput } from '@web/components/ui/date-input';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ReportParams } from '../api/get-report';
import type { ReportParam } from './use-report-params';

type Kind = 'quarter' | 'year' | 'custom';

interface Props {
  params: ReportParams;
  thisQuarter: string;
  update: (changes: Partial<Record<ReportParam, string | undefined>>) => void;
  /** The server's 400 messages by field (from, to). */
  errors?: Record<string, string>;
}

const COMPARISONS = [
  ['previous', 'The previous period'],
  ['year-before', 'The same period a year before'],
  ['none', 'Nothing'],
] as const;

function kindOf(params: ReportParams): Kind {
  if (params.period && QUARTER_PATTERN.test(params.period)) return 'quarter';
  if (params.period && YEAR_PATTERN.test(params.period)) return 'year';
  if (params.period === 'custom' || params.from || params.to) return 'custom';
  return 'quarter';
}

/** Quarters and years from five years before to a year after this one and the one chosen, latest first. */
function choices(thisQuarter: string, chosenYear: string) {
  const years = [Number(thisQuarter.slice(0, 4)), Number(chosenYear)];
  const last = Math.max(...years) + 1;
  const count = last - (Math.min(...years) - 5) + 1;
  const yearList = Array.from({ length: count }, (_, i) => String(last - i));
  const quarters = yearList.flatMap((y) => ['4', '3', '2', '1'].map((q) => `${y}-Q${q}`));
  return { years: yearList, quarters };
}

/** The report's period (a quarter, a year or a range of days) and what it is compared with. */
export function PeriodPicker({ params, thisQuarter, update, errors }: Props) {
  const kind = kindOf(params);
  const quarter = kind === 'quarter' ? (params.period ?? thisQuarter) : thisQuarter;
  const year = kind === 'year' ? params.period! : thisQuarter.slice(0, 4);
  const { years, quarters } = choices(thisQuarter, (kind === 'year' ? year : quarter).slice(0, 4));
  const current =
    kind === 'year'
      ? yearPeriod(year)
      : kind === 'custom'
        ? customPeriod(params.from ?? '', params.to ?? '')
        : quarterPeriod(quarter);

  const setKind = (next: Kind) => {
    // Choosing the kind already shown keeps the period chosen.
    if (next === kind) return;
    // A quarter of the year shown (this one in this year), or the year of the quarter shown.
    const shownYear = (kind === 'quarter' ? quarter : year).slice(0, 4);
    const sameYear = shownYear === thisQuarter.slice(0, 4);
    if (next === 'quarter')
      update({
        period: sameYear ? thisQuarter : `${shownYear}-Q1`,
        from: undefined,
        to: undefined,
      });
    else if (next === 'year') update({ period: shownYear, from: undefined, to: undefined });
    else update({ period: 'custom', from: current.from, to: current.to });
  };

  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Period</legend>
      <FormField label="Period">
        {(control) => (
          <NativeSelect {...control} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="quarter">A quarter</option>
            <option value="year">A year</option>
            <option value="custom">Custom range</option>
          </NativeSelect>
        )}
      </FormField>
      {kind === 'quarter' && (
        <FormField label="Quarter">
          {(control) => (
            <NativeSelect
              {...control}
              value={quarter}
              onChange={(e) => update({ period: e.target.value })}
            >
              {quarters.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      {kind === 'year' && (
        <FormField label="Year">
          {(control) => (
            <NativeSelect
              {...control}
              value={year}
              onChange={(e) => update({ period: e.target.value })}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      {kind === 'custom' && (
        <>
          <FormField label="From" error={errors?.from}>
            {(control) => (
              <DateInput
                {...control}
                value={params.from ?? ''}
                onChange={(e) => update({ period: 'custom', from: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="To" error={errors?.to}>
            {(control) => (
              <DateInput
                {...control}
                value={params.to ?? ''}
                onChange={(e) => update({ period: 'custom', to: e.target.value })}
              />
            )}
          </FormField>
        </>
      )}
      <FormField label="Compare with">
        {(control) => (
          <NativeSelect
            {...control}
            value={params.compare ?? 'previous'}
            onChange={(e) =>
              update({ compare: e.target.value === 'previous' ? undefined : e.target.value })
            }
          >
            {COMPARISONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </fieldset>
  );
}
