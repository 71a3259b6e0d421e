import type { LabelStock } from '@tagwise/core/values/labels';
import { labelsPerSheet } from '@tagwise/core/values/labels';

export const POINTS_PER_INCH = 72;
/** US Letter in points: every stock here is a Letter sheet. */
export const LETTER = { width: 8.5 * POINTS_PER_INCH, height: 11 * POINTS_PER_INCH };

export interface LabelBox {
  /** Sheet number from 0. */
  sheet: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the n-th tag (from 0) goes: the first free label is `startAt` (from 1, across then down), so a
 * partly used sheet is filled from there and later sheets from their first label.
 */
export function labelBox(stock: LabelStock, startAt: number, n: number): LabelBox {
  const perSheet = labelsPerSheet(stock);
  const slot = startAt - 1 + n;
  const within = slot % perSheet;
  const col = within % stock.columns;
  const row = Math.floor(within / stock.columns);
  return {
    sheet: Math.floor(slot / perSheet),
    x: (stock.left + col * stock.pitchX) * POINTS_PER_INCH,
    y: (stock.top + row * stock.pitchY) * POINTS_PER_INCH,
    width: stock.width * POINTS_PER_INCH,
    height: stock.height * POINTS_PER_INCH,
  };
}
