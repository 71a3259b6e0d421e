// Plain values (no zod): the print dialog imports these at its first render. schemas/labels.ts re-exports
// them with the request schema for the server.
import { countOf, pluralWord } from './plural.ts';
import { formatUsNumber } from './us-number.ts';

/** The sale-day discount line a project prints on its tags ("Sat 25% off · Sun 50% off"). */
export const TAG_DISCOUNT_LINE_MAX = 60;

/** One print asks for at most this many tags (a 30-up sheet: 167 sheets). */
export const LABEL_ITEM_LIMIT = 5_000;

export const LABEL_STOCK_IDS = ['avery-5160', 'avery-5163', 'hang-2x3'] as const;
export type LabelStockId = (typeof LABEL_STOCK_IDS)[number];

/**
 * A sheet of labels on US Letter, in inches as the stock's own template gives them: the first label's
 * top-left corner, each label's size, and the distance from one label to the next across and down.
 */
export interface LabelStock {
  id: LabelStockId;
  name: string;
  /** What the chooser says under the name. */
  description: string;
  columns: number;
  rows: number;
  left: number;
  top: number;
  width: number;
  height: number;
  pitchX: number;
  pitchY: number;
  /** Card stock cut by hand: cut lines around each tag and a mark where the string hole goes. */
  cutLines: boolean;
}

export const LABEL_STOCKS: Record<LabelStockId, LabelStock> = {
  'avery-5160': {
    id: 'avery-5160',
    name: 'Avery 5160',
    description: 'Address labels, 1″ × 2⅝″, 30 per sheet',
    columns: 3,
    rows: 10,
    left: 0.1875,
    top: 0.5,
    width: 2.625,
    height: 1,
    pitchX: 2.75,
    pitchY: 1,
    cutLines: false,
  },
  'avery-5163': {
    id: 'avery-5163',
    name: 'Avery 5163',
    description: 'Shipping labels, 2″ × 4″, 10 per sheet',
    columns: 2,
    rows: 5,
    left: 0.15625,
    top: 0.5,
    width: 4,
    height: 2,
    pitchX: 4.1875,
    pitchY: 2,
    cutLines: false,
  },
  'hang-2x3': {
    id: 'hang-2x3',
    name: 'Hang tags 2″ × 3″',
    description: 'Card stock, 12 per sheet, with cut lines and a hole mark',
    columns: 4,
    rows: 3,
    left: 0.25,
    top: 1,
    width: 2,
    height: 3,
    pitchX: 2,
    pitchY: 3,
    cutLines: true,
  },
};

export const labelsPerSheet = (stock: LabelStock) => stock.columns * stock.rows;

/** Written where an unpriced item's price goes, to be filled in by hand. */
const NO_PRICE = 'Price: ________';

export const LABEL_MESSAGES = {
  nothingSelected: 'No items to print: choose items, a project or a folder with items',
  tooMany: `At most ${formatUsNumber(LABEL_ITEM_LIMIT)} tags can be printed at a time. Narrow the selection and try again.`,
  startOutOfRange: (perSheet: number) => `Start position must be between 1 and ${perSheet}`,
  failed: 'Failed to make the tags. Please try again.',
  noPrice: NO_PRICE,
  notFound: 'No item in this workspace has that tag code',
  /** Before printing: some of the chosen items have no tag price yet. */
  unpriced: (unpriced: number, count: number) =>
    `${formatUsNumber(unpriced)} of ${countOf(count, 'item')} ${pluralWord(unpriced, 'has', 'have')} no price yet: ${pluralWord(unpriced, 'its tag prints', 'their tags print')} “${NO_PRICE}” to fill in by hand.`,
  /** Before printing: texts with characters no font of the tags draws (each such character prints as □). */
  undrawable: (texts: number) =>
    `${countOf(texts, 'name')} ${pluralWord(texts, 'has', 'have')} characters tags cannot show. Each prints as □:`,
} as const;
