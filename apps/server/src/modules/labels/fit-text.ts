/** How wide a text is at a size: the PDF's own measure, so what fits here fits on paper. */
export type Measure = (text: string, size: number) => number;

const ELLIPSIS = '…';

/** The text shortened with an ellipsis until it fits `width` (the whole text when it already does). */
export function shorten(text: string, width: number, size: number, measure: Measure): string {
  if (measure(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`, size) > width) end--;
  return end > 0 ? `${text.slice(0, end).trimEnd()}${ELLIPSIS}` : '';
}

/**
 * The text broken into at most `maxLines` lines at spaces, each within `width`; a word longer than a
 * line is cut, and what does not fit ends the last line with an ellipsis. Never wider than asked.
 */
export function wrap(text: string, width: number, size: number, maxLines: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      // The last line: what is left, shortened.
      lines.push(
        shorten(
          words
            .slice(i)
            .reduce((line, w) => `${line} ${w}`, current)
            .trim(),
          width,
          size,
          measure,
        ),
      );
      return lines;
    }
    if (current) lines.push(current);
    current = measure(word, size) <= width ? word : shorten(word, width, size, measure);
  }
  if (current) lines.push(current);
  return lines.slice(0, maxLines);
}

/** The largest size from `size` down to `min` at which the text fits `width` (min when none does). */
export function fitSize(text: string, width: number, size: number, min: number, measure: Measure): number {
  let s = size;
  while (s > min && measure(text, s) > width) s -= 0.5;
  return s;
}
