import type { CreditMonth } from '@tagwise/core/schemas/analytics';
import { ANALYTICS_MONTHS, monthLabel } from '@tagwise/core/values/analytics';
import { formatCount } from '../lib/analytics-format';
import { BarChart } from './bar-chart';
import { DataSection } from './data-section';
import { FiguresTable, type Column } from './figures-table';

const columns: Column<CreditMonth>[] = [
  { header: 'Month', cell: (m) => monthLabel(m.month) },
  { header: 'Credits used', cell: (m) => formatCount(m.credits), numeric: true },
  { header: 'Analyses', cell: (m) => formatCount(m.analyses), numeric: true },
  { header: 'Studio photos', cell: (m) => formatCount(m.enhancements), numeric: true },
  { header: 'Promotional texts', cell: (m) => formatCount(m.promos), numeric: true },
];

/**
 * AI credits the workspace used per month: completed charges from the credit ledger (pending work and
 * refunded failures cost nothing). Work on an unlimited plan is counted but uses no credits.
 */
export function CreditsSection({ months }: { months: CreditMonth[] }) {
  const sum = (key: 'credits' | 'analyses' | 'enhancements' | 'promos') => months.reduce((n, m) => n + m[key], 0);
  return (
    <DataSection
      id="credits"
      title="AI credits used per month"
      description={`Completed AI work of the whole workspace in the last ${ANALYTICS_MONTHS} months; failed work is refunded and not counted. Work on an unlimited plan uses no credits.`}
      chart={
        <BarChart
          rows={months}
          label={(m) => monthLabel(m.month).slice(0, 3)}
          series={[{ name: 'Credits used', value: (m) => m.credits, colour: 3 }]}
          format={formatCount}
          title="AI credits used each month"
          tableId="credits-table"
        />
      }
    >
      <FiguresTable
        id="credits-table"
        caption="AI credits and operations per month"
        columns={columns}
        rows={months}
        rowKey={(m) => m.month}
        total={{
          month: '',
          credits: sum('credits'),
          analyses: sum('analyses'),
          enhancements: sum('enhancements'),
          promos: sum('promos'),
        }}
      />
    </DataSection>
  );
}
