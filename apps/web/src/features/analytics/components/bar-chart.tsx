import { Bar, BarChart as Chart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries<Row> {
  /** The row's value for this series. */
  value: (row: Row) => number;
  name: string;
  /** One of the --chart-N colours (index.css): each at least 4.5:1 on the card. */
  colour: 1 | 2 | 3 | 4;
}

/**
 * A bar chart drawn by recharts with its accessibility layer on (the chart takes the focus; the arrow keys
 * move from bar to bar and the tooltip reads the values). The same figures are always in the table beside
 * it, which is what a screen reader is pointed to. `across` lays the bars across the screen, one row per
 * label, which keeps long category names readable on a phone.
 */
export function BarChart<Row>({
  rows,
  label,
  series,
  format,
  formatAxis = format,
  title,
  tableId,
  across = false,
}: {
  rows: Row[];
  label: (row: Row) => string;
  series: ChartSeries<Row>[];
  format: (value: number) => string;
  formatAxis?: (value: number) => string;
  title: string;
  /** The table holding the same data, named as the chart's description. */
  tableId: string;
  across?: boolean;
}) {
  const data = rows.map((row) => ({
    label: label(row),
    ...Object.fromEntries(series.map((s, i) => [`s${i}`, s.value(row)])),
  }));
  const height = across ? Math.max(160, rows.length * (series.length > 1 ? 44 : 32) + 56) : 260;
  const axisTick = { fontSize: 12, fill: 'var(--muted-foreground)' };
  return (
    <div className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart
          data={data}
          layout={across ? 'vertical' : 'horizontal'}
          margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
          title={title}
          desc={`The same figures are in the table below the chart.`}
          aria-describedby={tableId}
          accessibilityLayer
        >
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="var(--border)"
            {...(across ? { horizontal: false } : { vertical: false })}
          />
          {across ? (
            <>
              <XAxis type="number" tickFormatter={formatAxis} tick={axisTick} stroke="var(--border)" />
              <YAxis type="category" dataKey="label" width={96} tick={axisTick} stroke="var(--border)" interval={0} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" />
              <YAxis tickFormatter={formatAxis} tick={axisTick} stroke="var(--border)" width={56} />
            </>
          )}
          <Tooltip
            formatter={(value) => format(Number(value))}
            cursor={{ fill: 'var(--muted)' }}
            contentStyle={{ borderRadius: 8, borderColor: 'var(--border)', color: 'var(--foreground)' }}
          />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12, color: 'var(--foreground)' }} />}
          {series.map((s, i) => (
            <Bar
              key={s.name}
              dataKey={`s${i}`}
              name={s.name}
              fill={`var(--chart-${s.colour})`}
              radius={across ? [0, 3, 3, 0] : [3, 3, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
