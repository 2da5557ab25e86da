import { useState } from 'react';
import {
  amountDecimalsProblem,
  CURRENCY_CODES,
  currencyDecimals,
  moneyProblem,
  readAmount,
} from '@shared/money';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import type { FormControlProps } from '@web/components/ui/form-field';

/** An amount as the field shows it: grouped the locale's way, with the currency's decimals. */
function amountText(amount: number | string | null | undefined, currency: string, locale?: string) {
  if (amount === null || amount === undefined || amount === '') return '';
  if (typeof amount === 'string') return amount;
  if (amountDecimalsProblem(amount, currency)) return String(amount);
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    // Digits the shared reader knows, whatever the locale writes by default.
    numberingSystem: 'latn',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

type MoneyFieldProps = FormControlProps & {
  /** A number, or text the person typed. */
  amount: number | string | null | undefined;
  currency: string;
  /** The text as typed ('$2,500', read by the schema), and on leaving the field the number it is. */
  onAmountChange: (amount: number | string) => void;
  onCurrencyChange: (currency: string) => void;
  onBlur?: () => void;
  /** The browser's by default. */
  locale?: string;
};

/**
 * An amount typed as people write it ('2.500 €', '$2,500', 'USD 300', '2500'; readAmount), beside
 * a currency select (ISO 4217 codes, type the code to jump to it). A symbol or code typed sets the
 * select; on leaving the field the amount is shown grouped the locale's way.
 */
export function MoneyField({
  amount,
  currency,
  onAmountChange,
  onCurrencyChange,
  onBlur,
  locale,
  ...control
}: MoneyFieldProps) {
  const [text, setText] = useState(() => amountText(amount, currency, locale));
  // Only what the person typed is read again: '1.125' shown for 1.125 KWD would read as 1125.
  const [typed, setTyped] = useState(false);
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'currency' });
  return (
    <div className="flex gap-2">
      <Input
        {...control}
        inputMode="decimal"
        autoComplete="off"
        className="min-w-0 flex-1"
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          setTyped(true);
          onAmountChange(next);
          const read = readAmount(next);
          if (typeof read === 'object' && read.currency && read.currency !== currency)
            onCurrencyChange(read.currency);
        }}
        onBlur={() => {
          const read = typed && readAmount(text);
          if (typeof read === 'object' && !moneyProblem({ amount: read, currency })) {
            setText(amountText(read.amount, currency, locale));
            onAmountChange(read.amount);
          }
          setTyped(false);
          onBlur?.();
        }}
      />
      <NativeSelect
        aria-label="Currency"
        title={names.of(currency)}
        className="w-24 shrink-0"
        value={currency}
        onChange={(event) => onCurrencyChange(event.currentTarget.value)}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code} title={names.of(code)}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
