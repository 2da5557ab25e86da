import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sponsorshipUpdateSchema } from '@shared/schemas/sponsorship';
import { amountExample, MoneyField, parseLocaleAmount } from './money-field';
import { FormField } from './ui/form-field';

/** The field in a form's place: what it hands on, parsed by the schema the API uses. */
function Harness({ locale, amount = '' }: { locale: string; amount?: number | string }) {
  const [value, setValue] = useState<{ amount: number | string; currency: string }>({
    amount,
    currency: 'EUR',
  });
  const parsed = sponsorshipUpdateSchema.safeParse(value);
  return (
    <>
      <FormField label="Amount">
        {(props) => (
          <MoneyField
            {...props}
            locale={locale}
            amount={value.amount}
            currency={value.currency}
            onAmountChange={(next) => setValue((old) => ({ ...old, amount: next }))}
            onCurrencyChange={(next) => setValue((old) => ({ ...old, currency: next }))}
          />
        )}
      </FormField>
      <output>
        {parsed.success
          ? `${parsed.data.amount} ${parsed.data.currency}`
          : parsed.error.issues.map((issue) => issue.message).join()}
      </output>
    </>
  );
}

describe('parseLocaleAmount', () => {
  it.each([
    ['5.000,50', 'de-DE', '5000.50'],
    ['5000,5', 'de-DE', '5000.5'],
    ['5,000.50', 'en-US', '5000.50'],
    ['5000', 'en-US', '5000'],
    ['1 234 567,8', 'fr-FR', '1234567.8'],
    ["1'000.25", 'de-CH', '1000.25'],
    ['1,00,000', 'en-IN', '100000'],
    ['  ', 'en-US', ''],
  ])('reads %s in %s as %s', (text, locale, plain) => {
    expect(parseLocaleAmount(text, locale)).toBe(plain);
  });

  it("gives the hint's example the locale's way", () => {
    expect(amountExample('en-US')).toBe('5,000.50');
    expect(amountExample('de-DE')).toBe('5.000,50');
  });

  it.each([
    ['5k', 'en-US'],
    ['$5,000', 'en-US'],
    ['5.50', 'de-DE'],
    ['5,00,0', 'en-US'],
    ['1.2.3', 'en-US'],
    ['-5', 'en-US'],
  ])('refuses %s in %s', (text, locale) => {
    expect(parseLocaleAmount(text, locale)).toBeNull();
  });
});

describe('MoneyField', () => {
  it("takes the locale's separators, hands on a plain number and groups it on leaving", async () => {
    const user = userEvent.setup();
    render(<Harness locale="de-DE" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '2500,5');
    expect(screen.getByRole('status')).toHaveTextContent('2500.5 EUR');
    await user.tab();
    expect(input).toHaveValue('2.500,50');
    expect(screen.getByRole('status')).toHaveTextContent('2500.5 EUR');
  });

  it('lets the schema name what is not a number, and checks decimals against the currency', async () => {
    const user = userEvent.setup();
    render(<Harness locale="en-US" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '5,000.00.00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Must be an amount such as 5000, 5,000.50 or $5,000',
    );
    await user.clear(input);
    await user.type(input, '1,500.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'JPY');
    expect(screen.getByRole('status')).toHaveTextContent('Must be a whole number for JPY');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(screen.getByRole('status')).toHaveTextContent('1500.5 USD');
  });

  it('shows a stored amount grouped with its decimals', () => {
    render(<Harness locale="en-US" amount={12000.5} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12,000.50');
  });
});
