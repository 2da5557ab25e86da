import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, readAmount } from './money';

// Agreement with migration 0013 on its own cases is proven through the API
// (src/server/db/sponsorship-amounts-agreement.test.ts); these are the rules beyond them.
describe('readAmount', () => {
  it.each([
    ['5000.50', 5000.5, undefined],
    ['1 000,5', 1000.5, undefined],
    ['1\u202f000,5', 1000.5, undefined],
    ['12’000.50', 12000.5, undefined],
    ['1,00,000 INR', 100000, 'INR'],
    ['USD $300', 300, 'USD'],
    ['300 € EUR', 300, 'EUR'],
    ['usd300', 300, 'USD'],
    ['1,5', 1.5, undefined],
    ['10,00', 10, undefined],
    ['3bn', 3_000_000_000, undefined],
    ['0.5k', 500, undefined],
  ])('reads %j as %d %s', (text, amount, currency) => {
    expect(readAmount(text)).toEqual(currency ? { amount, currency } : { amount });
  });

  it('reads a separator followed by three digits as grouping only where a first group stands before it', () => {
    expect(readAmount('1.500')).toEqual({ amount: 1500 });
    expect(readAmount('0.500')).toEqual({ amount: 0.5 });
    expect(readAmount('1234.567')).toEqual({ amount: 1234.567 });
    expect(readAmount('1,000.505')).toEqual({ amount: 1000.505 });
    expect(readAmount('1,000.000')).toEqual({ amount: 1000 });
  });

  it.each([
    'TBD',
    '-5',
    '5,000.00.00',
    '12.345.67',
    '1.000.000,000.5',
    '1 5 0 0',
    '1e3',
    '$',
    'k',
    'EUR',
    '5 EURO',
  ])('refuses %j with an example that works', (text) => {
    expect(readAmount(text)).toBe(AMOUNT_MESSAGE);
  });

  it('says what is wrong with a negative number, too many decimals or too much', () => {
    expect(readAmount(-5)).toBe('Must be at least 0');
    expect(readAmount('1.2345')).toBe('At most 3 decimal places');
    expect(readAmount(1e-7)).toBe('At most 3 decimal places');
    expect(readAmount('1,000bn')).toBe('Must be at most 999,999,999,999');
  });
});
