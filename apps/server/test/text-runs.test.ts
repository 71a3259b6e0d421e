import { describe, expect, it } from 'vitest';
import { textRuns, undrawableCharacters } from '../src/pdf/text-runs.ts';

/** The runs as [text, font, laid out right to left by fontkit], left to right on the page. */
const runs = (text: string) => textRuns(text, 'bold').map((run) => [run.text, run.face, run.rtl]);

describe('a line of text as runs of one font and one direction', () => {
  it('draws each script in a font that has it, Japanese ideographs in Japanese forms', () => {
    expect(runs('Walnut credenza, ½″ · café')).toEqual([['Walnut credenza, ½″ · café', 'latin', false]]);
    expect(runs('红木椅子 一对')).toEqual([['红木椅子 一对', 'sc', false]]);
    expect(runs('伊万里焼の花瓶')).toEqual([['伊万里焼の花瓶', 'jp', false]]);
    expect(runs('나무 의자')).toEqual([['나무 의자', 'kr', false]]);
    // Urdu's ے is not in DejaVu: the whole Arabic-script word stays in one font, so its letters join.
    expect(runs('مبل پرانا ے')).toEqual([['مبل پرانا ے', 'arabic', true]]);
    expect(runs('Rocking chair 🪑 ❤️')).toEqual([
      ['Rocking chair ', 'latin', false],
      ['🪑', 'emoji', false],
      [' ', 'latin', false],
      ['❤️', 'emoji', false],
    ]);
  });

  it('puts right-to-left text in visual order by the bidirectional algorithm, brackets mirrored', () => {
    // Arabic and Hebrew stretches stay whole (fontkit reverses them as it shapes), spaces included.
    expect(runs('كرسي خشبي قديم')).toEqual([['كرسي خشبي قديم', 'arabic', true]]);
    expect(runs('כיסא עץ ישן')).toEqual([['כיסא עץ ישן', 'latin', true]]);
    // A right-to-left name with a number and a Latin brand: they read left to right inside it.
    expect(runs('كرسي (قديم) 2 IKEA')).toEqual([
      ['IKEA', 'latin', false],
      [' ', 'latin', false],
      ['2', 'latin', false],
      [' (', 'latin', false],
      ['قديم', 'arabic', true],
      [')', 'latin', false],
      ['كرسي ', 'arabic', true],
    ]);
    // An emoji is neutral: first in an Arabic name, it stands rightmost (bidi-js alone took it for a letter).
    expect(runs('🪑 كرسي')).toEqual([
      ['كرسي', 'arabic', true],
      [' ', 'latin', false],
      ['🪑', 'emoji', false],
    ]);
    expect(runs('Chair כיסא')).toEqual([
      ['Chair ', 'latin', false],
      ['כיסא', 'latin', true],
    ]);
  });

  it('finds the characters no font draws, which print as □', () => {
    expect(undrawableCharacters('ሰላም Chair ሰ')).toEqual(['ሰ', 'ላ', 'ም']);
    expect(undrawableCharacters('红木椅子 كرسي 🪑 Chair')).toEqual([]);
    expect(runs('ሰላም Chair')).toEqual([
      ['□□□', 'latin', false],
      [' Chair', 'latin', false],
    ]);
  });
});
