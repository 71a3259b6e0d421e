import { describe, expect, it } from 'vitest';
import { searchWords } from '../src/values/item-query.ts';
import { bareTagCode } from '../src/values/tag-code.ts';

describe('a tag code written as the app shows it', () => {
  it('loses its "#" and the spaces around it', () => {
    expect(bareTagCode('#65RNKD')).toBe('65RNKD');
    expect(bareTagCode('  # 65rnkd ')).toBe('65rnkd');
    expect(bareTagCode('#HALL-7')).toBe('HALL-7');
  });

  it('keeps a "#" before anything not shaped like a tag code, and text without one as it was', () => {
    expect(bareTagCode('#')).toBe('#');
    expect(bareTagCode('##65RNKD')).toBe('##65RNKD');
    expect(bareTagCode(`#${'A'.repeat(21)}`)).toBe(`#${'A'.repeat(21)}`);
    expect(bareTagCode('#65 RNKD')).toBe('#65 RNKD');
    expect(bareTagCode(' 65RNKD ')).toBe('65RNKD');
  });

  it('is searched without its "#", as one word or two', () => {
    expect(searchWords('#65RNKD')).toEqual(['65RNKD']);
    expect(searchWords('lamp # 65RNKD')).toEqual(['lamp', '65RNKD']);
    expect(searchWords('50% #')).toEqual(['50%', '#']);
    expect(searchWords('#1 #2 # # 3')).toEqual(['1', '2', '#', '3']);
  });
});
