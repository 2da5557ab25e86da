import { useState } from 'react';
import { TRIP_REIMBURSEMENT_STATES } from '@shared/domain';
import { type Trip, tripActualsSchema } from '@shared/schemas/trip';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatLabel } from '@web/lib/format';
import { useDefaultCurrency } from '@web/lib/version';
import { type TripActualsBody, useSaveTripActuals } from '../api/trip-lifecycle';
import { ActualLineRow, typedAmount } from './trip-actual-lines';
import { costTotals, TripCostTotals } from './trip-cost-totals';
import type { useTripAccess } from './trip-access';
import { type LineErrors, TripLinesEditor, type TripLineDraft } from './trip-lines-editor';
import { TripPanel } from './trip-panel';
import { TripReceipts } from './trip-receipts';
import { useTripSave } from './use-trip-save';

type Reimbursement = (typeof TRIP_REIMBURSEMENT_STATES)[number];
type ActualsForm = {
  /** The actual of each line of the trip, as typed. */
  actuals: Record<number, string>;
  /** Costs found after the trip, as typed: an actual only. */
  added: TripLineDraft[];
  reimbursement: Reimbursement;
};

const formOf = (trip: Trip): ActualsForm => ({
  actuals: Object.fromEntries(
    trip.lines.map((line) => [line.id, line.actual === null ? '' : String(line.actual)]),
  ),
  added: [],
  reimbursement: trip.reimbursement,
});

/**
 * The body of PUT /api/trips/{id}/actuals, read by the shared schema: the trip's lines with their
 * actual, the costs found after (actual only), the reimbursement. Field messages when it is not.
 */
export function actualsBody(
  trip: Trip,
  form: ActualsForm,
): { body: TripActualsBody } | { errors: Record<string, string> } {
  const input = {
    lines: [
      ...trip.lines.map((line) => ({
        id: line.id,
        category: line.category,
        currency: line.currency,
        actual: form.actuals[line.id] ?? '',
      })),
      ...form.added.map(({ category, description, currency, actual }) => ({
        category,
        description,
        currency,
        actual: actual ?? '',
      })),
    ],
    reimbursement: form.reimbursement,
  };
  const read = tripActualsSchema.safeParse(input);
  if (!read.success)
    return {
      errors: Object.fromEntries(
        read.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      ),
    };
  return {
    body: {
      lines: read.data.lines!.map(({ id, category, description, currency, actual }) =>
        id ? { id, category, currency, actual } : { category, description, currency, actual },
      ),
      reimbursement: read.data.reimbursement,
    },
  };
}

type PanelProps = { trip: Trip; access: ReturnType<typeof useTripAccess> };

/** The messages of the body's line `at`, as the schema or the API names them. */
const lineErrorsAt = (errors: Record<string, string>, at: number): LineErrors => ({
  category: errors[`lines.${at}.category`],
  description: errors[`lines.${at}.description`],
  currency: errors[`lines.${at}.currency`],
  actual: errors[`lines.${at}.actual`],
});

/**
 * Actual costs of an approved trip: per line the actual against the estimate and the difference,
 * costs found after, the totals per currency, the reimbursement (only an admin pays) and receipts.
 * The traveller edits until it is paid, then only admins; reviewers read it.
 */
export function TripActualsPanel({ trip, access }: PanelProps) {
  return (
    <TripPanel title="Actual costs">
      {/* Each saved version (here, in another tab, after a conflict) starts the form again; the
          receipts stay, so a file chosen while the costs save is kept. */}
      <ActualsForm key={`${trip.id}-${trip.version}`} trip={trip} access={access} />
      <TripReceipts trip={trip} mayAdd={access.mayEdit} />
    </TripPanel>
  );
}

function ActualsForm({ trip, access }: PanelProps) {
  const { admin, mayEditCosts: mayEdit } = access;
  const defaultCurrency = useDefaultCurrency();
  const [form, setForm] = useState(() => formOf(trip));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useTripSave(trip, useSaveTripActuals(trip.id), {
    fields: [
      { key: 'lines', label: 'Costs', format: (lines) => `${(lines as unknown[]).length} lines` },
      {
        key: 'reimbursement',
        label: 'Reimbursement',
        format: (value) => formatLabel(String(value)),
      },
    ],
    onReload: (current) => setForm(formOf(current)),
    onFieldErrors: setErrors,
  });

  const live = mayEdit
    ? [
        ...trip.lines.map((line) => ({ ...line, actual: typedAmount(form.actuals[line.id]) })),
        ...form.added.map((line) => ({
          currency: line.currency || defaultCurrency,
          estimate: null,
          actual: typedAmount(line.actual),
        })),
      ]
    : trip.lines;
  const offset = trip.lines.length;

  const submit = () => {
    const read = actualsBody(trip, form);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    saving.save(read.body);
  };

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ul aria-label="Costs" className="grid gap-3">
          <li
            className="text-muted-foreground hidden text-sm sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)]"
            aria-hidden="true"
          >
            <span>Cost</span>
            <span>Estimate</span>
            <span>Actual</span>
            <span className="text-right">Difference</span>
          </li>
          {trip.lines.map((line, index) => (
            <ActualLineRow
              key={line.id}
              line={line}
              value={mayEdit ? (form.actuals[line.id] ?? '') : undefined}
              onChange={
                mayEdit
                  ? (value) =>
                      setForm((current) => ({
                        ...current,
                        actuals: { ...current.actuals, [line.id]: value },
                      }))
                  : undefined
              }
              error={errors[`lines.${index}.actual`] ?? errors[`lines.${index}.id`]}
            />
          ))}
        </ul>
        {mayEdit && (
          <TripLinesEditor
            lines={form.added}
            onChange={(added) => setForm((current) => ({ ...current, added }))}
            column="actual"
            defaultCurrency={defaultCurrency}
            errors={form.added.map((_line, index) => lineErrorsAt(errors, offset + index))}
            legend="Costs found after"
            addLabel="Add a cost found after"
            emptyText={null}
            totals={false}
          />
        )}
        <TripCostTotals totals={costTotals(live)} />
        {mayEdit ? (
          <div className="flex flex-wrap items-end justify-between gap-3">
            <FormField
              label="Reimbursement"
              error={errors.reimbursement}
              className="w-full sm:w-56"
            >
              {(props) => (
                <NativeSelect
                  {...props}
                  value={form.reimbursement}
                  onChange={(event) =>
                    setForm({ ...form, reimbursement: event.currentTarget.value as Reimbursement })
                  }
                >
                  {TRIP_REIMBURSEMENT_STATES.filter(
                    (state) => admin || state !== 'paid' || form.reimbursement === 'paid',
                  ).map((state) => (
                    <option key={state} value={state}>
                      {formatLabel(state)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <Button type="submit" disabled={saving.saving}>
              {saving.saving ? 'Saving...' : 'Save actual costs'}
            </Button>
          </div>
        ) : (
          <p className="text-sm">
            <span className="text-muted-foreground">Reimbursement: </span>
            <span className="font-medium">{formatLabel(trip.reimbursement)}</span>
            {trip.reimbursement === 'paid' &&
              !admin &&
              ' (only an admin can change these costs now)'}
          </p>
        )}
      </form>
      {saving.conflictDialog}
    </>
  );
}
