// The home page's ROI calculator (commercial-side.md sections 4, 5 and 9): nine inputs with their defaults,
// ranges and steps, and the seven outputs. Plain values and arithmetic, no zod: the landing page computes
// it on every change, and the tests check it against figures worked out by hand.
import { onFirstUse } from '../values/on-first-use.ts';
import { formatUsNumber } from '../values/us-number.ts';

export type RoiInputKey =
  | 'salesPerMonth'
  | 'averageRevenue'
  | 'hoursPerSale'
  | 'hourlyRate'
  | 'employees'
  | 'underpricingLoss'
  | 'timeReduction'
  | 'underpricingRecovered'
  | 'monthlyPlanCost';

export interface RoiField {
  key: RoiInputKey;
  /** The spec's name of the input. */
  label: string;
  /** What the figure means, for the person filling it in. */
  hint: string;
  default: number;
  min: number;
  /** Null: no upper bound (the plan cost: "minimum 0"). */
  max: number | null;
  step: number;
  unit: 'count' | 'usd' | 'hours' | 'percent';
  /**
   * Only values on the step count: sales and employees are whole numbers, the revenue goes in its $1,000
   * steps. Hours, rates, percentages and the plan cost take any value in range.
   */
  onStep: boolean;
}

/** commercial-side.md section 9, "ROI defaults and ranges", in its order. */
export const ROI_FIELDS: readonly RoiField[] = [
  {
    key: 'salesPerMonth',
    label: 'Sales per month',
    hint: 'Estate sales your company runs in a month.',
    default: 5,
    min: 1,
    max: 50,
    step: 1,
    unit: 'count',
    onStep: true,
  },
  {
    key: 'averageRevenue',
    label: 'Average revenue per sale',
    hint: 'What one sale takes in, in US dollars.',
    default: 15000,
    min: 5000,
    max: 50000,
    step: 1000,
    unit: 'usd',
    onStep: true,
  },
  {
    key: 'hoursPerSale',
    label: 'Hours per sale per employee',
    hint: 'Time one person spends researching and pricing items for one sale.',
    default: 10,
    min: 5,
    max: 80,
    step: 1,
    unit: 'hours',
    onStep: false,
  },
  {
    key: 'hourlyRate',
    label: 'Hourly rate',
    hint: 'What an hour of that work costs you, in US dollars.',
    default: 15,
    min: 10,
    max: 50,
    step: 1,
    unit: 'usd',
    onStep: false,
  },
  {
    key: 'employees',
    label: 'Employees',
    hint: 'People who price items for a sale.',
    default: 2,
    min: 1,
    max: 10,
    step: 1,
    unit: 'count',
    onStep: true,
  },
  {
    key: 'underpricingLoss',
    label: 'Underpricing loss',
    hint: 'Share of a sale’s revenue you believe is lost to items priced too low.',
    default: 15,
    min: 5,
    max: 30,
    step: 1,
    unit: 'percent',
    onStep: false,
  },
  {
    key: 'timeReduction',
    label: 'Time reduction',
    hint: 'Share of the pricing time you expect to save.',
    default: 50,
    min: 10,
    max: 90,
    step: 5,
    unit: 'percent',
    onStep: false,
  },
  {
    key: 'underpricingRecovered',
    label: 'Underpricing recovered',
    hint: 'Share of that lost revenue you expect better prices to win back.',
    default: 60,
    min: 20,
    max: 100,
    step: 5,
    unit: 'percent',
    onStep: false,
  },
  {
    key: 'monthlyPlanCost',
    label: 'Monthly plan cost',
    hint: 'What Tagwise costs you a month, in US dollars.',
    default: 99,
    min: 0,
    max: null,
    step: 1,
    unit: 'usd',
    onStep: false,
  },
];

export type RoiInputs = Record<RoiInputKey, number>;

export const ROI_DEFAULTS: RoiInputs = Object.fromEntries(
  ROI_FIELDS.map((field) => [field.key, field.default]),
) as RoiInputs;

/** How long the calculator waits after the last keystroke before it computes again (section 9). */
export const ROI_DEBOUNCE_MS = 150;

const fieldOf = (key: RoiInputKey) => ROI_FIELDS.find((field) => field.key === key)!;

const parse = (raw: string | number) => {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw.replace(/[$,%\s]/g, ''));
  return Number.isFinite(value) ? value : 0;
};

/** The nearest value on the field's steps, counted from its minimum (3.7 sales are 4; $12,400 is $12,000). */
const toStep = (field: RoiField, value: number) =>
  field.onStep ? field.min + Math.round((value - field.min) / field.step) * field.step : value;

/**
 * What a typed value counts as (section 5): anything that is not a number is 0, a field that only takes
 * values on its step takes the nearest one, and the result is kept within the field's range, so a value
 * under the minimum counts as the minimum.
 */
export function clampRoiInput(key: RoiInputKey, raw: string | number): number {
  const field = fieldOf(key);
  return Math.min(Math.max(toStep(field, parse(raw)), field.min), field.max ?? Number.POSITIVE_INFINITY);
}

/**
 * What is wrong with a typed number, said under its field: 3.7 sales a month, or a revenue between its
 * $1,000 steps, and the value the calculator uses instead. Null when it is fine, or not a number at all (that
 * counts as 0, section 5) or out of range (clamped, as the range under the field says).
 */
export function roiInputProblem(key: RoiInputKey, raw: string): string | null {
  const field = fieldOf(key);
  const value = parse(raw);
  if (!field.onStep || toStep(field, value) === value) return null;
  const used = clampRoiInput(key, value);
  return field.unit === 'usd'
    ? `${field.label} goes in steps of ${formatRoiUsd(field.step)}: ${formatRoiUsd(used)} is used.`
    : `${field.label} is a whole number: ${formatUsNumber(used)} is used.`;
}

/** Payback: in months, or in days (months x 30) when under one month (section 4); under a day, "Less than a day". */
export type RoiPayback = { unit: 'months' | 'days'; value: number };

export interface RoiResult {
  laborSavings: number;
  revenueRecaptured: number;
  monthlySavings: number;
  annualSavings: number;
  /** (monthly savings - fee) / fee as a percent; null when the fee is 0 (not shown). */
  roiPercent: number | null;
  /** Null when there are no savings to pay the fee back with, or no fee to pay back. */
  payback: RoiPayback | null;
  /** Monthly savings are 0 or less: the calculator says so instead of a payback. */
  warning: boolean;
}

/** The seven outputs (section 4), in US dollars, unrounded: formatting rounds. */
export function computeRoi(inputs: RoiInputs): RoiResult {
  const laborSavings =
    inputs.salesPerMonth * inputs.hoursPerSale * inputs.hourlyRate * (inputs.timeReduction / 100) * inputs.employees;
  const revenueRecaptured =
    inputs.salesPerMonth *
    inputs.averageRevenue *
    (inputs.underpricingLoss / 100) *
    (inputs.underpricingRecovered / 100);
  const monthlySavings = laborSavings + revenueRecaptured;
  const fee = inputs.monthlyPlanCost;
  const roiPercent = fee > 0 ? ((monthlySavings - fee) / fee) * 100 : null;
  let payback: RoiPayback | null = null;
  // Without a fee there is nothing to pay back: no payback, as no ROI (a "0 days" payback said nothing).
  if (monthlySavings > 0 && fee > 0) {
    const months = fee / monthlySavings;
    payback = months < 1 ? { unit: 'days', value: months * 30 } : { unit: 'months', value: months };
  }
  return {
    laborSavings,
    revenueRecaptured,
    monthlySavings,
    annualSavings: monthlySavings * 12,
    roiPercent,
    payback,
    warning: monthlySavings <= 0,
  };
}

const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** "$7,500": US dollars with no decimals (section 4). */
export const formatRoiUsd = (dollars: number) => usd().format(dollars);

/** "7,476%". */
export const formatRoiPercent = (percent: number) => `${formatUsNumber(Math.round(percent))}%`;

/**
 * "Less than a day", "1 day", "4.5 days", "1.8 months": one decimal at most. Under a day says so rather than
 * "0 days" or a fraction of a day: savings that large pay a month's fee back within hours.
 */
export function formatPayback({ unit, value }: RoiPayback): string {
  if (unit === 'days' && value < 1) return 'Less than a day';
  const rounded = Math.round(value * 10) / 10;
  const singular = unit === 'days' ? 'day' : 'month';
  return `${formatUsNumber(rounded)} ${rounded === 1 ? singular : `${singular}s`}`;
}

/** What the calculator says when the figures give no savings (section 4 names the warning, not its words). */
export const ROI_WARNING = 'With these figures Tagwise saves nothing a month, so it would not pay for itself.';
