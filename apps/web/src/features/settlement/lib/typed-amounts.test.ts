import { describe, expect, it } from 'vitest';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { typedCents, typedRate } from './typed-amounts';

describe('typedCents', () => {
  it('reads dollars and cents as people type them', () => {
    expect(typedCents('450', { required: 'x' })).toEqual({ cents: 45_000 });
    expect(typedCents('$1,062.4', { required: 'x' })).toEqual({ cents: 106_240 });
    expect(typedCents('0', { required: 'x' })).toEqual({ cents: 0 });
  });

  it('says what is wrong with an empty, negative or over-precise amount', () => {
    expect(typedCents('  ', { required: 'Enter what you counted' })).toEqual({ error: 'Enter what you counted' });
    expect(typedCents('-5', { required: 'x' })).toEqual({ error: M.amountFormat });
    expect(typedCents('1.234', { required: 'x' })).toEqual({ error: M.amountFormat });
    expect(typedCents('ten', { required: 'x' })).toEqual({ error: M.amountFormat });
  });
});

describe('typedRate', () => {
  it('reads a percentage into basis points, empty as no rate', () => {
    expect(typedRate('35')).toEqual({ bp: 3500 });
    expect(typedRate('8.25%')).toEqual({ bp: 825 });
    expect(typedRate('')).toEqual({ bp: null });
  });

  it('refuses what is not a rate', () => {
    expect(typedRate('8.255')).toEqual({ error: M.percentFormat });
    expect(typedRate('-1')).toEqual({ error: M.percentFormat });
    expect(typedRate('abc')).toEqual({ error: M.percentFormat });
  });
});
