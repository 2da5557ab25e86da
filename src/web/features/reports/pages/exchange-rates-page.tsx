import { useState, type FormEvent } from 'react';
import { PageHeader } from '@web/components/layout/page-header';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { ApiError } from '@web/lib/api-client';
import {
  type ExchangeRate,
  type ExchangeRateInput,
  useDeleteExchangeRate,
  useExchangeRates,
  useSaveExchangeRate,
} from '../api/exchange-rates';

const EMPTY: ExchangeRateInput = { base: '', quote: '', month: '', rate: '' };
const label = (rate: ExchangeRate) =>
  `1 ${rate.base} = ${rate.rate} ${rate.quote} in ${rate.month}`;

/** /admin/exchange-rates (admins): the rates a report converts its money with, per pair and month. */
export function ExchangeRatesPage() {
  const rates = useExchangeRates();
  const save = useSaveExchangeRate();
  const remove = useDeleteExchangeRate();
  const [input, setInput] = useState(EMPTY);
  const [deleting, setDeleting] = useState<ExchangeRate>();
  const errors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const field = (name: keyof ExchangeRateInput, text: string, placeholder: string) => (
    <FormField label={text} error={errors[name]} required>
      {(control) => (
        <Input
          {...control}
          name={name}
          value={input[name]}
          placeholder={placeholder}
          onChange={(e) => setInput({ ...input, [name]: e.target.value })}
        />
      )}
    </FormField>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(input, { onSuccess: () => setInput(EMPTY) });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Exchange rates"
        description="A rate per currency pair and month lets reports show converted totals."
      />
      <Card className="px-4">
        <form
          onSubmit={submit}
          className="grid grid-cols-1 items-start gap-4 sm:grid-cols-5"
          noValidate
        >
          {field('base', 'Currency', 'EUR')}
          {field('quote', 'In currency', 'USD')}
          {field('month', 'Month', '2026-07')}
          {field('rate', 'Rate', '1.0825')}
          <div className="flex gap-2 sm:mt-[1.375rem]">
            <Button type="submit" disabled={save.isPending}>
              Save rate
            </Button>
            {input !== EMPTY && (
              <Button type="button" variant="outline" onClick={() => setInput(EMPTY)}>
                Clear
              </Button>
            )}
          </div>
        </form>
        {save.error && !(save.error instanceof ApiError && save.error.errors) && (
          <p role="alert" className="text-destructive text-sm">
            {save.error.message}
          </p>
        )}
      </Card>
      {rates.data?.length === 0 && <p className="text-muted-foreground">No exchange rates yet.</p>}
      {!!rates.data?.length && (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Currency pair</TableHead>
              <TableHead>Month</TableHead>
              <TableHead className="text-right">Rate</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rates.data.map((rate) => (
              <TableRow key={rate.id}>
                <TableCell>
                  {rate.base} → {rate.quote}
                </TableCell>
                <TableCell>{rate.month}</TableCell>
                <TableCell className="text-right tabular-nums">{rate.rate}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${label(rate)}`}
                    onClick={() =>
                      setInput({
                        base: rate.base,
                        quote: rate.quote,
                        month: rate.month,
                        rate: String(rate.rate),
                      })
                    }
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${label(rate)}`}
                    onClick={() => setDeleting(rate)}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDeleteDialog
        record={deleting}
        noun="exchange rate"
        label={label}
        deleting={remove.isPending}
        onConfirm={(rate) => remove.mutate(rate.id, { onSuccess: () => setDeleting(undefined) })}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </div>
  );
}
