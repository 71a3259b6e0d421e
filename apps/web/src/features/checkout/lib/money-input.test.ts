import { describe, expect, it } from 'vitest';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { centsToInput, parseMoneyInput, parsePercentInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads dollars and cents as people type them', () => {
    expect(parseMoneyInput('12.50')).toEqual({ value: 1250 });
    expect(parseMoneyInput('$1,250')).toEqual({ value: 125_000 });
    expect(parseMoneyInput('.5')).toEqual({ value: 50 });
    expect(parseMoneyInput('7.')).toEqual({ value: 700 });
    expect(parseMoneyInput(' 0 ')).toEqual({ value: 0 });
  });
  it('refuses a negative price, fractions of a cent, nonsense and too much, in the checkout words', () => {
    expect(parseMoneyInput('-5')).toEqual({ error: M.negativePrice });
    expect(parseMoneyInput('$-5')).toEqual({ error: M.negativePrice });
    expect(parseMoneyInput('1.005')).toEqual({ error: M.wholeCents });
    expect(parseMoneyInput('abc')).toEqual({ error: 'Enter an amount such as 12.50' });
    expect(parseMoneyInput('.')).toEqual({ error: 'Enter an amount such as 12.50' });
    expect(parseMoneyInput('')).toEqual({ error: 'Enter an amount' });
    expect(parseMoneyInput('1000000.01')).toEqual({ error: M.priceTooLarge });
  });
  it('shows cents for editing', () => expect(centsToInput(1205)).toBe('12.05'));
});

describe('parsePercentInput', () => {
  it('reads a percentage in basis points', () => {
    expect(parsePercentInput('10')).toEqual({ value: 1000 });
    expect(parsePercentInput('12.5%')).toEqual({ value: 1250 });
    expect(parsePercentInput('100')).toEqual({ value: 10_000 });
  });
  it('refuses over 100 %, negative and too many decimals', () => {
    expect(parsePercentInput('150')).toEqual({ error: M.discountOver100 });
    expect(parsePercentInput('-1')).toEqual({ error: M.discountNegative });
    expect(parsePercentInput('1.234')).toEqual({ error: M.wholeBasisPoints });
  });
});
