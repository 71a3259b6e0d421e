import type { Analytics, ValueAddedMonth } from '@tagwise/core/schemas/analytics';
import { ANALYTICS_MONTHS, monthLabel } from '@tagwise/core/values/analytics';
import { countOf } from '@tagwise/core/values/plural';
import { formatAxisMoney, formatCents, formatCount, formatWhole } from '../lib/analytics-format';
import { BarChart } from './bar-chart';
import { DataSection } from './data-section';
import { FiguresTable, type Column } from './figures-table';

const columns: Column<ValueAddedMonth>[] = [
  { header: 'Month', cell: (m) => monthLabel(m.month) },
  { header: 'Items added', cell: (m) => formatCount(m.items), numeric: true },
  { header: 'Retail value', cell: (m) => formatCents(m.retailCents), numeric: true },
  { header: 'Tag value', cell: (m) => formatWhole(m.tagValue), numeric: true },
];

/** Value added over time: the items added each month (when they were created) and what they are worth now. */
export function ValueAddedSection({ valueAdded, timeZone }: { valueAdded: Analytics['valueAdded']; timeZone: string }) {
  const { months, earlierItems } = valueAdded;
  const sum = (key: 'items' | 'retailCents' | 'tagValue') => months.reduce((n, m) => n + m[key], 0);
  return (
    <DataSection
      id="value-added"
      title="Value added per month"
      description={
        <>
          Items by the month they were added (the last {ANALYTICS_MONTHS} months, {timeZone} time), valued at their
          prices today.
          {earlierItems > 0 &&
            ` ${countOf(earlierItems, 'item')} added earlier ${earlierItems === 1 ? 'is' : 'are'} not shown.`}
        </>
      }
      chart={
        <BarChart
          rows={months}
          label={(m) => monthLabel(m.month).slice(0, 3)}
          series={[{ name: 'Tag value added', value: (m) => m.tagValue, colour: 1 }]}
          format={formatWhole}
          formatAxis={formatAxisMoney}
          title="Tag value of the items added each month"
          tableId="value-added-table"
        />
      }
    >
      <FiguresTable
        id="value-added-table"
        caption="Items and value added per month"
        columns={columns}
        rows={months}
        rowKey={(m) => m.month}
        total={{ month: '', items: sum('items'), retailCents: sum('retailCents'), tagValue: sum('tagValue') }}
      />
    </DataSection>
  );
}
