import { describe, expect, it } from 'vitest';
import {
  clampRoiInput,
  computeRoi,
  formatPayback,
  formatRoiPercent,
  formatRoiUsd,
  ROI_DEFAULTS,
  ROI_FIELDS,
  roiInputProblem,
  type RoiInputKey,
  type RoiInputs,
} from '../src/roi/roi-calculator.ts';

// Each expected figure below was worked out by hand from the formulas of commercial-side.md section 4.
describe('ROI calculator', () => {
  it('has the spec’s nine inputs with their defaults, ranges and steps', () => {
    expect(ROI_FIELDS.map(({ label, default: value, min, max, step }) => [label, value, min, max, step])).toEqual([
      ['Sales per month', 5, 1, 50, 1],
      ['Average revenue per sale', 15000, 5000, 50000, 1000],
      ['Hours per sale per employee', 10, 5, 80, 1],
      ['Hourly rate', 15, 10, 50, 1],
      ['Employees', 2, 1, 10, 1],
      ['Underpricing loss', 15, 5, 30, 1],
      ['Time reduction', 50, 10, 90, 5],
      ['Underpricing recovered', 60, 20, 100, 5],
      ['Monthly plan cost', 99, 0, null, 1],
    ]);
  });

  it('computes the defaults', () => {
    // labour 5 x 10 h x $15 x 50% x 2 = $750; recaptured 5 x $15,000 x 15% x 60% = $6,750.
    const result = computeRoi(ROI_DEFAULTS);
    expect(result.laborSavings).toBeCloseTo(750, 9);
    expect(result.revenueRecaptured).toBeCloseTo(6750, 9);
    expect(result.monthlySavings).toBeCloseTo(7500, 9);
    expect(result.annualSavings).toBeCloseTo(90000, 9);
    // (7,500 - 99) / 99 = 74.7576 -> 7,475.76%; payback 99 / 7,500 = 0.0132 months = 0.396 days.
    expect(result.roiPercent).toBeCloseTo(7475.7576, 3);
    expect(result.payback?.unit).toBe('days');
    expect(result.payback?.value).toBeCloseTo(0.396, 9);
    expect(result.warning).toBe(false);
    expect(formatRoiUsd(result.monthlySavings)).toBe('$7,500');
    expect(formatRoiUsd(result.annualSavings)).toBe('$90,000');
    expect(formatRoiPercent(result.roiPercent!)).toBe('7,476%');
    // Under a day is said so, not as a fraction of one.
    expect(formatPayback(result.payback!)).toBe('Less than a day');
  });

  it('computes a larger company', () => {
    const inputs: RoiInputs = {
      salesPerMonth: 20,
      averageRevenue: 8000,
      hoursPerSale: 20,
      hourlyRate: 18,
      employees: 3,
      underpricingLoss: 10,
      timeReduction: 30,
      underpricingRecovered: 40,
      monthlyPlanCost: 69,
    };
    // labour 20 x 20 x 18 x 0.3 x 3 = 6,480; recaptured 20 x 8,000 x 0.1 x 0.4 = 6,400; monthly 12,880.
    const result = computeRoi(inputs);
    expect(result.laborSavings).toBeCloseTo(6480, 9);
    expect(result.revenueRecaptured).toBeCloseTo(6400, 9);
    expect(formatRoiUsd(result.monthlySavings)).toBe('$12,880');
    expect(formatRoiUsd(result.annualSavings)).toBe('$154,560');
    // (12,880 - 69) / 69 = 185.6667 -> 18,566.67%; payback 69 / 12,880 months x 30 = 0.1607 days.
    expect(formatRoiPercent(result.roiPercent!)).toBe('18,567%');
    expect(formatPayback(result.payback!)).toBe('Less than a day');
  });

  it('computes the smallest company, where the plan costs more than it saves', () => {
    const inputs = Object.fromEntries(ROI_FIELDS.map((field) => [field.key, field.min])) as RoiInputs;
    inputs.monthlyPlanCost = 99;
    // labour 1 x 5 x 10 x 0.1 x 1 = $5; recaptured 1 x 5,000 x 0.05 x 0.2 = $50; monthly $55, annual $660.
    const result = computeRoi(inputs);
    expect(formatRoiUsd(result.laborSavings)).toBe('$5');
    expect(formatRoiUsd(result.revenueRecaptured)).toBe('$50');
    expect(formatRoiUsd(result.annualSavings)).toBe('$660');
    // (55 - 99) / 99 = -44.4%; payback 99 / 55 = 1.8 months (over a month: in months).
    expect(formatRoiPercent(result.roiPercent!)).toBe('-44%');
    expect(result.payback).toEqual({ unit: 'months', value: 1.8 });
    expect(formatPayback(result.payback!)).toBe('1.8 months');
    expect(result.warning).toBe(false);
  });

  it('shows no ROI and no payback without a fee: there is nothing to pay back', () => {
    const result = computeRoi({ ...ROI_DEFAULTS, monthlyPlanCost: 0 });
    expect(result.roiPercent).toBeNull();
    expect(result.payback).toBeNull();
  });

  it('never says a payback of 0 days: huge savings pay back in less than a day', () => {
    const largest = Object.fromEntries(ROI_FIELDS.map((field) => [field.key, field.max ?? 1])) as RoiInputs;
    // labour 50 x 80 x 50 x 0.9 x 10 = 1,800,000; recaptured 50 x 50,000 x 0.3 x 1 = 750,000; a $1 fee.
    const result = computeRoi(largest);
    expect(result.monthlySavings).toBeCloseTo(2_550_000, 6);
    expect(result.payback?.unit).toBe('days');
    expect(formatPayback(result.payback!)).toBe('Less than a day');
    // Days from one on, with one decimal: 99 / 1,500 = 0.066 months = 1.98 days; 0.15 months = 4.5 days.
    expect(formatPayback({ unit: 'days', value: 1.98 })).toBe('2 days');
    expect(formatPayback({ unit: 'days', value: 1 })).toBe('1 day');
    expect(formatPayback({ unit: 'days', value: 4.5 })).toBe('4.5 days');
  });

  it('warns when there are no savings, with no payback', () => {
    const result = computeRoi({ ...ROI_DEFAULTS, salesPerMonth: 0 });
    expect(result.monthlySavings).toBe(0);
    expect(result.warning).toBe(true);
    expect(result.payback).toBeNull();
    expect(formatRoiPercent(result.roiPercent!)).toBe('-100%');
  });

  it('treats what is not a number as 0 and keeps values within the range', () => {
    expect(clampRoiInput('salesPerMonth', 'abc')).toBe(1);
    expect(clampRoiInput('salesPerMonth', '')).toBe(1);
    expect(clampRoiInput('salesPerMonth', '0')).toBe(1);
    expect(clampRoiInput('salesPerMonth', '12')).toBe(12);
    expect(clampRoiInput('salesPerMonth', '500')).toBe(50);
    expect(clampRoiInput('averageRevenue', '$12,000')).toBe(12000);
    expect(clampRoiInput('averageRevenue', '5')).toBe(5000);
    expect(clampRoiInput('underpricingLoss', '20%')).toBe(20);
    expect(clampRoiInput('monthlyPlanCost', '-5')).toBe(0);
    expect(clampRoiInput('monthlyPlanCost', 'x')).toBe(0);
    expect(clampRoiInput('monthlyPlanCost', '100000')).toBe(100000);
    expect(clampRoiInput('hourlyRate', Number.NaN)).toBe(10);
  });

  it('counts whole sales and employees, and the revenue on its $1,000 steps, saying what it uses', () => {
    const used: [RoiInputKey, string | number, number][] = [
      ['salesPerMonth', '3.7', 4],
      ['salesPerMonth', 3.2, 3],
      ['employees', '2.5', 3],
      ['averageRevenue', '$12,400', 12000],
      ['averageRevenue', '12500', 13000],
      // Out of range and off the step: the step, then the range.
      ['salesPerMonth', '60.5', 50],
      // Hours, rates and percentages take any value in range.
      ['hoursPerSale', '7.5', 7.5],
      ['hourlyRate', '12.50', 12.5],
    ];
    for (const [key, raw, value] of used) expect(clampRoiInput(key, raw), `${key} ${raw}`).toBe(value);

    expect(roiInputProblem('salesPerMonth', '3.7')).toBe('Sales per month is a whole number: 4 is used.');
    expect(roiInputProblem('employees', '1.2')).toBe('Employees is a whole number: 1 is used.');
    expect(roiInputProblem('averageRevenue', '12400')).toBe(
      'Average revenue per sale goes in steps of $1,000: $12,000 is used.',
    );
    for (const [key, raw] of [
      ['salesPerMonth', '4'],
      ['averageRevenue', '$12,000'],
      ['hoursPerSale', '7.5'],
      ['salesPerMonth', 'abc'],
      ['salesPerMonth', ''],
      ['salesPerMonth', '500'],
    ] as const) {
      expect(roiInputProblem(key, raw)).toBeNull();
    }
    // The figures use the value said: 4 sales, not 3.7.
    const result = computeRoi({ ...ROI_DEFAULTS, salesPerMonth: clampRoiInput('salesPerMonth', '3.7') });
    expect(result.laborSavings).toBeCloseTo(600, 9);
  });
});
