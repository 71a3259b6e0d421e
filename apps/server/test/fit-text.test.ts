import { describe, expect, it } from 'vitest';
import { fitSize, shorten, wrap, type Measure } from '../src/modules/labels/fit-text.ts';

// Every character half the font size wide: easy to reason about, and the functions only ever ask.
const measure: Measure = (text, size) => text.length * size * 0.5;

describe('fitting text on a label', () => {
  it('keeps what fits and shortens the rest with an ellipsis, never wider than asked', () => {
    expect(shorten('Lamp', 40, 10, measure)).toBe('Lamp');
    const cut = shorten('Walnut credenza', 40, 10, measure);
    expect(cut).toBe('Walnut…');
    expect(measure(cut, 10)).toBeLessThanOrEqual(40);
    expect(shorten('Anything', 2, 10, measure)).toBe('');
  });

  it('wraps at spaces into the lines allowed, cutting a word longer than a line', () => {
    expect(wrap('Mid-century walnut credenza with brass pulls', 60, 10, 2, measure)).toEqual([
      'Mid-century',
      'walnut cred…',
    ]);
    expect(wrap('Pyrex bowl', 60, 10, 2, measure)).toEqual(['Pyrex bowl']);
    const long = wrap('Supercalifragilistic expialidocious', 50, 10, 3, measure);
    expect(long).toEqual(['Supercali…', 'expialido…']);
    for (const line of wrap('a '.repeat(200), 30, 10, 3, measure)) expect(measure(line, 10)).toBeLessThanOrEqual(30);
    expect(wrap('   ', 30, 10, 2, measure)).toEqual([]);
  });

  it('shrinks a price until it fits, down to the smallest size', () => {
    expect(fitSize('$24', 100, 20, 8, measure)).toBe(20);
    expect(fitSize('$12,500', 50, 20, 8, measure)).toBe(14);
    expect(fitSize('Price: ________', 10, 20, 8, measure)).toBe(8);
  });
});

describe('fitting text in any script', () => {
  it('breaks Chinese and Japanese between words, where they have no spaces, and not before closing marks', () => {
    const lines = wrap('伊万里焼の花瓶と茶碗のセット', 60, 10, 3, measure);
    expect(lines.join('')).toBe('伊万里焼の花瓶と茶碗のセット');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(60);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[、。）]/);
    expect(wrap('红木椅子（一对）。', 30, 10, 3, measure)).toEqual(['红木椅子', '（一对）。']);
  });

  it('never cuts inside an emoji or an accented letter', () => {
    // 'ab' + a family emoji (8 UTF-16 units): a cut by units would leave half of it.
    expect(shorten('ab👨‍👩‍👧cd', 40, 10, measure)).toBe('ab…');
    expect(shorten('Cafe\u0301 table', 25, 10, measure)).toBe('Caf…');
  });
});
