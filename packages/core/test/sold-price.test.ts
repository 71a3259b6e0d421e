import { describe, expect, it } from 'vitest';
import { SoldPriceText, UpdateItemInput } from '../src/schemas/items.ts';

const problem = (text: string) => {
  const result = SoldPriceText.safeParse(text);
  return result.success ? result.data : result.error.issues[0]!.message;
};

describe('a sold price as typed', () => {
  it('reads whole dollars, with or without a dollar sign and thousands commas', () => {
    expect(problem('40')).toBe(40);
    expect(problem(' $1,250 ')).toBe(1250);
    expect(problem('0')).toBe(0);
  });

  it('is required, and says what is wrong in the price leaf’s words', () => {
    expect(problem('')).toBe('Enter what the item sold for');
    expect(problem('  ')).toBe('Enter what the item sold for');
    expect(problem('forty')).toBe('Price must be a number');
    expect(problem('0x10')).toBe('Price must be a number');
    expect(problem('12.50')).toBe('Price must be a whole amount');
    expect(problem('-5')).toBe('Price cannot be negative');
    expect(problem('99999999')).toBe('Price is too large');
  });
});

describe('an item edit that marks it sold', () => {
  const message = (input: unknown) => {
    const result = UpdateItemInput.safeParse(input);
    return result.success ? 'ok' : result.error.issues[0]!.message;
  };

  it('carries what it sold for; another status carries none', () => {
    expect(message({ status: 'sold', soldPrice: 35 })).toBe('ok');
    expect(message({ status: 'sold' })).toBe('Enter what the item sold for');
    expect(message({ status: 'sold', soldPrice: null })).toBe('Enter what the item sold for');
    expect(message({ status: 'available', soldPrice: 35 })).toBe('Only a sold item has a sold price');
    expect(message({ status: 'available' })).toBe('ok');
    expect(message({ soldPrice: 35 })).toBe('ok'); // a sold item's price changed alone: the server checks it is sold
  });
});
