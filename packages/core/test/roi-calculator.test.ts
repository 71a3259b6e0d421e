import { describe, expect, it } from 'vitest';
import {
  clampRoiInput,
  computeRoi,
  formatPayback,
  formatRoiPercent,
  formatRoiUsd,
  ROI_DEFAULTS,
  ROI_FIELDS,
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
    expect(formatPayback(result.payback!)).toBe('0.4 days');
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
    expect(formatPayback(result.payback!)).toBe('0.2 days');
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

  it('shows no ROI without a fee, and pays back at once', () => {
    const result = computeRoi({ ...ROI_DEFAULTS, monthlyPlanCost: 0 });
    expect(result.roiPercent).toBeNull();
    expect(formatPayback(result.payback!)).toBe('0 days');
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
    expect(clampRoiInput('averageRevenue', '$12,500')).toBe(12500);
    expect(clampRoiInput('averageRevenue', '5')).toBe(5000);
    expect(clampRoiInput('underpricingLoss', '20%')).toBe(20);
    expect(clampRoiInput('monthlyPlanCost', '-5')).toBe(0);
    expect(clampRoiInput('monthlyPlanCost', 'x')).toBe(0);
    expect(clampRoiInput('monthlyPlanCost', '100000')).toBe(100000);
    expect(clampRoiInput('hourlyRate', Number.NaN)).toBe(10);
  });
});
