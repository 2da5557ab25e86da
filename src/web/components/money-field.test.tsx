import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sponsorshipUpdateSchema } from '@shared/schemas/sponsorship';
import { AMOUNT_EXAMPLES, AMOUNT_MESSAGE } from '@shared/money';
import { MoneyField } from './money-field';
import { FormField } from './ui/form-field';

/** The field in a form's place: what it hands on, parsed by the schema the API uses. */
function Harness({
  locale,
  amount = '',
  currency = 'EUR',
}: {
  locale: string;
  amount?: number | string;
  currency?: string;
}) {
  const [value, setValue] = useState<{ amount: number | string; currency: string }>({
    amount,
    currency,
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

  it.each([
    ['$2,500', '2500 USD', '2,500'],
    ['2.500 €', '2500 EUR', '2,500'],
    ['USD 300', '300 USD', '300'],
    ['2500', '2500 GBP', '2,500'],
  ])(
    'takes %j as people write it, a symbol or code setting the currency',
    async (typed, parsed, shown) => {
      const user = userEvent.setup();
      render(<Harness locale="en-US" currency="GBP" />);
      const input = screen.getByRole('textbox', { name: 'Amount' });
      await user.type(input, typed);
      expect(screen.getByRole('status')).toHaveTextContent(parsed);
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue(parsed.slice(-3));
      await user.tab();
      expect(input).toHaveValue(shown);
      expect(screen.getByRole('status')).toHaveTextContent(parsed);
    },
  );

  it("accepts the hint's examples and names one in its error", async () => {
    const user = userEvent.setup();
    render(<Harness locale="en-US" currency="USD" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    for (const example of AMOUNT_EXAMPLES.split(/, | or /)) {
      await user.clear(input);
      await user.type(input, example);
      expect(screen.getByRole('status')).toHaveTextContent(/^\d+(\.\d+)? USD$/);
    }
    await user.clear(input);
    await user.type(input, '5,000.00.00');
    expect(screen.getByRole('status')).toHaveTextContent(AMOUNT_MESSAGE);
    expect(AMOUNT_MESSAGE).toContain(AMOUNT_EXAMPLES);
  });

  it('checks decimals against the currency; a currency chosen after the amount is the one it is in', async () => {
    const user = userEvent.setup();
    render(<Harness locale="en-US" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.type(input, '1,500.5');
    await user.selectOptions(select, 'JPY');
    expect(screen.getByRole('status')).toHaveTextContent('Must be a whole number for JPY');
    await user.selectOptions(select, 'USD');
    expect(screen.getByRole('status')).toHaveTextContent('1500.5 USD');
    await user.clear(input);
    await user.type(input, '£10');
    expect(select).toHaveValue('GBP');
    await user.selectOptions(select, 'EUR');
    expect(input).toHaveValue('10');
    expect(screen.getByRole('status')).toHaveTextContent('10 EUR');
  });

  it('shows a stored amount grouped with its decimals, and leaves it as it is when not typed in', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness locale="en-US" amount={12000.5} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12,000.50');
    unmount();
    render(<Harness locale="en-US" amount={1.125} currency="KWD" />);
    const dinars = screen.getByRole('textbox', { name: 'Amount' });
    expect(dinars).toHaveValue('1.125');
    await user.click(dinars);
    await user.tab();
    expect(dinars).toHaveValue('1.125');
    expect(screen.getByRole('status')).toHaveTextContent('1.125 KWD');
  });
});
