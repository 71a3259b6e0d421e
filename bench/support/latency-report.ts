// Latency figures the model benches print the same way: p50 and p95 of a list of milliseconds.

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
export const ms = (value: number) => `${Math.round(value)} ms`;

export function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${label}: p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))} (n=${sorted.length})`);
}
