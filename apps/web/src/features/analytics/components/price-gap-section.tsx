import { generatePath, Link } from 'react-router';
import type { Analytics, PriceGap } from '@tagwise/core/schemas/analytics';
import { ANALYTICS_MESSAGES, PRICE_GAP_DEFINITION, percentOf } from '@tagwise/core/values/analytics';
import { countOf } from '@tagwise/core/values/plural';
import { cn } from '@/lib/cn';
import { formatCents, formatGap, formatWhole } from '../lib/analytics-format';
import { DataSection } from './data-section';
import { FiguresTable, type Column } from './figures-table';

const PROVIDERS: Record<string, string> = {
  local: 'Offline analyzer',
  openai: 'OpenAI',
  google: 'Google Gemini',
  anthropic: 'Anthropic',
  ollama: 'Ollama',
  'openai-compatible': 'OpenAI-compatible',
};

/** How the analysis that priced an item reads (AI_PROVIDER's names; the offline analyzer is "local"). */
const providerLabel = (provider: string | null) => (provider === null ? 'AI' : (PROVIDERS[provider] ?? provider));

/** AI estimate vs sold price: the start of price calibration. */
export function PriceGapSection({ gaps, itemPath }: { gaps: Analytics['priceGaps']; itemPath: string }) {
  const columns: Column<PriceGap>[] = [
    {
      header: 'Item',
      cell: (g) => (
        <Link className="underline-offset-4 hover:underline" to={generatePath(itemPath, { itemId: g.id })}>
          {g.name}
        </Link>
      ),
    },
    { header: 'Sold for', cell: (g) => formatWhole(g.soldPrice), numeric: true },
    { header: 'AI-based tag price', cell: (g) => formatWhole(g.aiTagPrice), numeric: true },
    {
      header: 'Gap',
      cell: (g) => <span className={cn('font-medium', g.gap < 0 && 'text-destructive')}>{formatGap(g.gap)}</span>,
      numeric: true,
    },
    {
      header: 'AI retail estimate',
      cell: (g) => (g.aiRetailCents === null ? '—' : formatCents(g.aiRetailCents)),
      numeric: true,
    },
    { header: 'Project', cell: (g) => g.projectName },
    { header: 'Analysis', cell: (g) => providerLabel(g.provider) },
  ];
  return (
    <DataSection id="price-gaps" title="AI estimate vs sold price" description={PRICE_GAP_DEFINITION}>
      {gaps.compared === 0 ? (
        <p className="text-sm">{ANALYTICS_MESSAGES.noComparisons}</p>
      ) : (
        <>
          <p className="text-sm">
            {countOf(gaps.compared, 'sold item')} compared: together they sold for {formatWhole(gaps.soldTotal)},{' '}
            {percentOf(gaps.soldTotal, gaps.aiTagTotal)} of the {formatWhole(gaps.aiTagTotal)} the AI&apos;s estimates
            priced them at.
            {gaps.compared > gaps.items.length && ` The ${gaps.items.length} largest gaps:`}
          </p>
          <FiguresTable
            id="price-gaps-table"
            caption="Sold items with the largest gap between the AI's estimate and the sold price"
            columns={columns}
            rows={gaps.items}
            rowKey={(g) => g.id}
          />
        </>
      )}
    </DataSection>
  );
}
