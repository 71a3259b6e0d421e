// What the project reports are called and say (plain values: the web's menu imports them at first render).
import { countOf, pluralWord } from './plural.ts';

export const REPORT_KINDS = ['inventory', 'sold', 'settlement'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  inventory: 'Inventory report',
  sold: 'Sold report',
  settlement: 'Settlement statement',
};

/** The file a report downloads as: "inventory-report-maple-street.pdf", "settlement-statement-maple-street.pdf". */
export function reportFileName(kind: ReportKind, projectName: string): string {
  const slug = fileNameSlug(projectName);
  const stem = kind === 'settlement' ? 'settlement-statement' : `${kind}-report`;
  return `${stem}${slug ? `-${slug}` : ''}.pdf`;
}

/** A sale's name as a file name's part: "Élm Street #2" is "elm-street-2". */
export const fileNameSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** Sell-through as people say it: the share of items that sold, whole percent ("—" with no items). */
export function sellThrough(sold: number, total: number): string {
  return total === 0 ? '—' : `${Math.round((sold / total) * 100)}%`;
}

export const REPORT_MESSAGES = {
  downloadFailed: 'The report could not be made. Please try again.',
  noItems: 'This project has no items yet.',
  noSales: 'No item of this project is marked sold yet.',
  /** Where an item without a tag price would show one: never $0, and left out of every tag value. */
  unpriced: 'Unpriced',
  unpricedNote: (n: number) =>
    `${countOf(n, 'item')} ${pluralWord(n, 'has', 'have')} no tag price yet: shown as Unpriced and left out of the tag values.`,
  /** Before downloading: texts of the project with characters no font of the reports draws. */
  undrawable: (texts: number) =>
    `${countOf(texts, 'name')} in this project ${pluralWord(texts, 'has', 'have')} characters reports cannot show. Each prints as □:`,
} as const;
