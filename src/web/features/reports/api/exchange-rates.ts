import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ExchangeRate } from '@shared/schemas/exchange-rate';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

const keys = queryKeys.exchangeRates;

export type { ExchangeRate };

/** The form's values; the server coerces and checks them (exchangeRateInputSchema). */
export type ExchangeRateInput = Pick<ExchangeRate, 'base' | 'quote' | 'month'> & { rate: string };

export function exchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get<ExchangeRate[]>(keys.path, undefined, signal),
  });
}

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}

/** PUT /api/admin/exchange-rates: sets the pair's rate for the month (adds or replaces it). */
export function useSaveExchangeRate() {
  return useMutation({
    mutationFn: (input: ExchangeRateInput) => api.put<ExchangeRate>(keys.path, input),
    meta: mutationMeta<ExchangeRate, ExchangeRateInput>({
      success: (rate) => ({
        title: 'Rate saved',
        description: `1 ${rate.base} = ${rate.rate} ${rate.quote} in ${rate.month}`,
      }),
      invalidates: [keys.all, queryKeys.reports.all],
    }),
  });
}

export function useDeleteExchangeRate() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`${keys.path}/${id}`),
    meta: mutationMeta<unknown, number>({
      error: 'Could not delete the rate',
      success: () => ({ title: 'Rate deleted' }),
      invalidates: [keys.all, queryKeys.reports.all],
    }),
  });
}
