import { useEffect, useId, useMemo, useState } from 'react';
import {
  clampRoiInput,
  computeRoi,
  formatPayback,
  formatRoiPercent,
  formatRoiUsd,
  ROI_DEBOUNCE_MS,
  ROI_DEFAULTS,
  ROI_FIELDS,
  ROI_WARNING,
  roiInputProblem,
  type RoiField,
  type RoiInputKey,
  type RoiInputs,
} from '@tagwise/core/roi/roi-calculator';

type Texts = Record<RoiInputKey, string>;

const defaultTexts = () => Object.fromEntries(ROI_FIELDS.map((f) => [f.key, String(f.default)])) as Texts;
const toInputs = (texts: Texts) =>
  Object.fromEntries(ROI_FIELDS.map((f) => [f.key, clampRoiInput(f.key, texts[f.key])])) as RoiInputs;

const range = (field: RoiField) => {
  const fmt = (n: number) =>
    field.unit === 'usd' ? formatRoiUsd(n) : `${n.toLocaleString('en-US')}${field.unit === 'percent' ? '%' : ''}`;
  return field.max === null ? `${fmt(field.min)} or more` : `${fmt(field.min)} to ${fmt(field.max)}`;
};

/**
 * The home page's ROI calculator (commercial-side.md sections 4, 5 and 9). What is typed stays as typed
 * while the person types; the figures follow 150 ms after the last keystroke, from the values clamped to
 * each field's range (a non-number counts as 0, so as the minimum) and, for sales, employees and the revenue,
 * to their steps, which the field then says; leaving a field shows the value used.
 */
export function RoiCalculator({ billed }: { billed: boolean }) {
  const id = useId();
  const [texts, setTexts] = useState<Texts>(defaultTexts);
  const [inputs, setInputs] = useState<RoiInputs>(ROI_DEFAULTS);
  useEffect(() => {
    const timer = setTimeout(() => setInputs(toInputs(texts)), ROI_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [texts]);
  const result = useMemo(() => computeRoi(inputs), [inputs]);

  const outputs: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Labor savings', value: formatRoiUsd(result.laborSavings) },
    { label: 'Revenue recaptured', value: formatRoiUsd(result.revenueRecaptured) },
    { label: 'Monthly savings', value: formatRoiUsd(result.monthlySavings), strong: true },
    { label: 'Annual savings', value: formatRoiUsd(result.annualSavings), strong: true },
  ];
  if (result.roiPercent !== null) outputs.push({ label: 'ROI', value: formatRoiPercent(result.roiPercent) });
  if (result.payback) outputs.push({ label: 'Payback', value: formatPayback(result.payback) });

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Your figures"
      >
        {ROI_FIELDS.map((field) => {
          const label = field.key === 'monthlyPlanCost' && !billed ? 'Monthly cost of running Tagwise' : field.label;
          const problem = roiInputProblem(field.key, texts[field.key]);
          const hintId = `${id}-${field.key}-hint`;
          const problemId = `${id}-${field.key}-problem`;
          return (
            <div key={field.key} className="grid content-start gap-1">
              <label htmlFor={`${id}-${field.key}`} className="text-sm font-medium">
                {label}
                {field.unit === 'percent' && ' (%)'}
                {field.unit === 'usd' && ' ($)'}
              </label>
              <input
                id={`${id}-${field.key}`}
                name={field.key}
                type="number"
                inputMode="decimal"
                min={field.min}
                max={field.max ?? undefined}
                step={field.step}
                value={texts[field.key]}
                aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setTexts((now) => ({ ...now, [field.key]: event.target.value }))}
                onBlur={() =>
                  setTexts((now) => ({ ...now, [field.key]: String(clampRoiInput(field.key, now[field.key])) }))
                }
                className="h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
              />
              {problem && (
                <p id={problemId} className="text-xs font-medium text-destructive">
                  {problem}
                </p>
              )}
              <p id={hintId} className="text-xs text-muted-foreground">
                {field.key === 'monthlyPlanCost' && !billed ? 'Hosting and upkeep, in US dollars.' : field.hint}{' '}
                {range(field)}.
              </p>
            </div>
          );
        })}
      </form>
      <div className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs" aria-live="polite">
        <h3 className="font-semibold">What it could be worth</h3>
        <dl className="grid gap-2">
          {outputs.map(({ label, value, strong }) => (
            <div key={label} className="flex items-baseline justify-between gap-4 border-b pb-2 last:border-0">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className={strong ? 'text-xl font-semibold' : 'font-medium'}>{value}</dd>
            </div>
          ))}
        </dl>
        {result.warning && (
          <p role="alert" className="rounded-md bg-amber-100 p-3 text-sm text-amber-950">
            {ROI_WARNING}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          Labor savings = sales × hours × rate × time reduction × employees. Revenue recaptured = sales × average
          revenue × underpricing loss × underpricing recovered. The percentages are your own estimates, not results
          Tagwise has measured.
        </p>
      </div>
    </div>
  );
}
