import { describe, expect, it } from 'vitest';
import { cashDifferenceText } from './cash-difference';

describe('cashDifferenceText', () => {
  it('says a drawer over, short or matching what it should hold', () => {
    expect(cashDifferenceText(0)).toBe('matches');
    expect(cashDifferenceText(250)).toBe('$2.50 over');
    expect(cashDifferenceText(-100)).toBe('$1.00 short');
  });
});
