import type { AnalyticsGroup } from '@tagwise/core/schemas/analytics';
import { percentOf } from '@tagwise/core/values/analytics';
import { formatAxisMoney, formatCents, formatCount, formatWhole } from '../lib/analytics-format';
import { BarChart } from './bar-chart';
import { DataSection } from './data-section';
import { FiguresTable, type Column } from './figures-table';

/**
 * Items grouped one way (category, condition or status): retail value against tag value in the chart
 * (both in dollars: retail kept in cents, tags in whole dollars), and the counts and sales in the table.
 */
export function GroupSection({
  id,
  title,
  groupLabel,
  groups,
  total,
  labelOf = (key) => key,
}: {
  id: string;
  title: string;
  groupLabel: string;
  groups: AnalyticsGroup[];
  total: AnalyticsGroup;
  labelOf?: (key: string) => string;
}) {
  const columns: Column<AnalyticsGroup>[] = [
    { header: groupLabel, cell: (g) => labelOf(g.key) },
    { header: 'Items', cell: (g) => formatCount(g.items), numeric: true },
    { header: 'Retail value', cell: (g) => formatCents(g.retailCents), numeric: true },
    { header: 'Tag value', cell: (g) => formatWhole(g.tagValue), numeric: true },
    { header: 'No tag price', cell: (g) => formatCount(g.unpriced), numeric: true },
    { header: 'Sold', cell: (g) => formatCount(g.sold), numeric: true },
    { header: 'Sell-through', cell: (g) => percentOf(g.sold, g.items), numeric: true },
    { header: 'Sales', cell: (g) => formatWhole(g.soldValue), numeric: true },
  ];
  return (
    <DataSection
      id={id}
      title={title}
      description="Retail value is the sum of the items’ retail estimates, before your markdowns; tag value is what they are priced at in the sale. Items without a price are counted, not valued."
      chart={
        <BarChart
          rows={groups}
          label={(g) => labelOf(g.key)}
          series={[
            { name: 'Retail value', value: (g) => g.retailCents / 100, colour: 1 },
            { name: 'Tag value', value: (g) => g.tagValue, colour: 2 },
          ]}
          format={(v) => formatWhole(Math.round(v * 100) / 100)}
          formatAxis={formatAxisMoney}
          title={`${title}: retail value and tag value`}
          tableId={`${id}-table`}
          across
        />
      }
    >
      <FiguresTable
        id={`${id}-table`}
        caption={`${title}: items, values and sales`}
        columns={columns}
        rows={groups}
        rowKey={(g) => g.key}
        total={total}
      />
    </DataSection>
  );
}
