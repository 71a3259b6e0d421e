import { describe, expect, it } from 'vitest';
import { parseScannedText } from './parse-scanned-text';

const tag = (tagCode: string) => ({ kind: 'tag', tagCode });
const other = (text: string) => ({ kind: 'not-tagwise', text });

describe('parseScannedText', () => {
  it('reads the tag code from a tag address of any origin, as the server writes it', () => {
    expect(parseScannedText('https://tagwise.example.com/t/7KQ2MX')).toEqual(tag('7KQ2MX'));
    expect(parseScannedText('http://localhost:3000/t/7KQ2MX')).toEqual(tag('7KQ2MX'));
    expect(parseScannedText('http://192.168.1.20:3000/t/7kq2mx')).toEqual(tag('7KQ2MX'));
    // PUBLIC_URL with a path, and what a reader may append.
    expect(parseScannedText('https://example.org/tagwise/t/HALL-7')).toEqual(tag('HALL-7'));
    expect(parseScannedText('HTTPS://EXAMPLE.ORG/t/HALL-7/')).toEqual(tag('HALL-7'));
    expect(parseScannedText(' https://example.org/t/AB12CD?utm=x#top \n')).toEqual(tag('AB12CD'));
    // encodeURIComponent in tag-url.ts: a code never needs it, but an encoded one still reads.
    expect(parseScannedText('https://example.org/t/%41B12CD')).toEqual(tag('AB12CD'));
  });

  it('takes a bare tag code with or without its "#", in any case', () => {
    expect(parseScannedText('7KQ2MX')).toEqual(tag('7KQ2MX'));
    expect(parseScannedText('  #7kq2mx ')).toEqual(tag('7KQ2MX'));
    expect(parseScannedText('# hall-7')).toEqual(tag('HALL-7'));
    expect(parseScannedText('A'.repeat(20))).toEqual(tag('A'.repeat(20)));
  });

  it('reports anything else as not a Tagwise tag, trimmed', () => {
    expect(parseScannedText('https://example.org/item/7KQ2MX')).toEqual(other('https://example.org/item/7KQ2MX'));
    expect(parseScannedText('https://example.org/t/')).toEqual(other('https://example.org/t/'));
    expect(parseScannedText('https://example.org/t/7KQ2MX/extra')).toEqual(other('https://example.org/t/7KQ2MX/extra'));
    expect(parseScannedText('https://example.org/t/7KQ 2MX')).toEqual(other('https://example.org/t/7KQ 2MX'));
    expect(parseScannedText('https://example.org/t/%E0%A4%A')).toEqual(other('https://example.org/t/%E0%A4%A'));
    expect(parseScannedText('https://example.org/t/' + 'A'.repeat(21))).toEqual(
      other('https://example.org/t/' + 'A'.repeat(21)),
    );
    expect(parseScannedText('ftp://example.org/t/7KQ2MX')).toEqual(other('ftp://example.org/t/7KQ2MX'));
    expect(parseScannedText('example.org/t/7KQ2MX')).toEqual(other('example.org/t/7KQ2MX'));
    expect(parseScannedText('WIFI:S:home;T:WPA;P:secret;;')).toEqual(other('WIFI:S:home;T:WPA;P:secret;;'));
    expect(parseScannedText(' Box of books ')).toEqual(other('Box of books'));
    expect(parseScannedText('A'.repeat(21))).toEqual(other('A'.repeat(21)));
    expect(parseScannedText('')).toEqual(other(''));
    expect(parseScannedText('##7KQ2MX')).toEqual(other('##7KQ2MX'));
  });
});
