import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initials('Ada Lovelace King', 'ada@example.com')).toBe('AL');
  });
  it('uses the first two letters of a one-word name, or of the e-mail without a name', () => {
    expect(initials('ada', 'x@example.com')).toBe('AD');
    expect(initials('  ', 'grace@example.com')).toBe('GR');
    expect(initials(null, 'q@example.com')).toBe('Q@');
  });
});
