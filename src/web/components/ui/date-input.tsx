import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * A native date picker whose value is a calendar date string `YYYY-MM-DD` (never a Date, which
 * would shift by the time zone). Works with `register('startDate')` as is.
 */
export function DateInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="date" data-slot="date-input" {...props} />;
}
