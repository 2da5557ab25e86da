import { useState } from 'react';
import { amountDecimalsProblem, CURRENCY_CODES, currencyDecimals } from '@shared/money';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import type { FormControlProps } from '@web/components/ui/form-field';

const SPACES = /[\s\u00a0\u202f]/g;

/** The locale's decimal and digit-group separators ('.' and ',' in en, ',' and '.' in de). */
function separatorsOf(locale?: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    // Spaces group digits whichever space the locale writes (fr: U+202F); they are removed first.
    group: /^\s$|\u00a0|\u202f/.test(group) ? '' : group.replaceAll('’', "'"),
  };
}

/**
 * What a person typed, read with the locale's separators ('5.000,50' in de, '5,000.50' in en)
 * into the plain decimal the API takes ('5000.50'); '' for nothing, null when it is no number
 * written that way (letters, a separator in the wrong place).
 */
export function parseLocaleAmount(text: string, locale?: string): string | null {
  const { decimal, group } = separatorsOf(locale);
  // Swiss locales group with an apostrophe, typographic (’) in some runtimes: either will do.
  const compact = text.replace(SPACES, '').replaceAll('’', "'");
  if (compact === '') return '';
  const [whole = '', fraction, ...more] = compact.split(decimal);
  if (more.length > 0 || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  const groups = group ? whole.split(group) : [whole];
  if (!groups.every((digits) => /^\d+$/.test(digits))) return null;
  // After the first group: groups of 3 (of 2 or 3 before the last, as in en-IN's 1,00,000).
  const later = groups.slice(1);
  if (
    later.some(
      (digits, i) => digits.length !== 3 && (i === later.length - 1 || digits.length !== 2),
    )
  )
    return null;
  return groups.join('') + (fraction === undefined ? '' : `.${fraction}`);
}

/** How the locale writes five thousand and a half, for the field's hint: '5,000.50', '5.000,50'. */
export function amountExample(locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(5000.5);
}

/** An amount as the field shows it: grouped, with the currency's decimals when it has any. */
function amountText(amount: number | string | null | undefined, currency: string, locale?: string) {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  if (typeof amount === 'string' && !/^\d+(\.\d+)?$/.test(amount)) return amount;
  if (!Number.isFinite(value) || amountDecimalsProblem(value, currency)) return String(amount);
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: Number.isInteger(value) ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

type MoneyFieldProps = FormControlProps & {
  /** A number or plain decimal ('5000.5'); anything else is text the person typed. */
  amount: number | string | null | undefined;
  currency: string;
  /** The plain decimal ('5000.50'), '' when cleared, or the text as typed when it is no number. */
  onAmountChange: (amount: string) => void;
  onCurrencyChange: (currency: string) => void;
  onBlur?: () => void;
  /** The browser's by default. */
  locale?: string;
};

/**
 * An amount typed the way the locale writes numbers, beside a currency select (ISO 4217 codes,
 * type the code to jump to it); on leaving the field the amount is shown grouped.
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
          const typed = event.currentTarget.value;
          setText(typed);
          onAmountChange(parseLocaleAmount(typed, locale) ?? typed);
        }}
        onBlur={() => {
          const plain = parseLocaleAmount(text, locale);
          if (plain) setText(amountText(plain, currency, locale));
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
