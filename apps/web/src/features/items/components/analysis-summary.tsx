import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CpuIcon } from 'lucide-react';
import type { ItemAnalysis } from '@tagwise/core/schemas/items';
import { Badge } from '@/components/ui/badge';
import { formatLocalDate } from '@/lib/local-dates';

const PROVIDER_NAMES: Record<string, string> = {
  local: 'Offline analyzer',
  openai: 'OpenAI',
  google: 'Google Gemini',
  anthropic: 'Anthropic Claude',
  'openai-compatible': 'OpenAI-compatible AI',
  ollama: 'Ollama',
};

/** How sure the analysis was, in words first: a bare percentage reads as more precise than it is. */
function confidenceLabel(confidence: number): string {
  const level = confidence < 0.5 ? 'Low' : confidence < 0.8 ? 'Medium' : 'High';
  return `${level} (${Math.round(confidence * 100)}%)`;
}

/**
 * What the analysis that created the item said about itself: who analysed it, how sure it was, and
 * what the price rests on. The offline analyzer says plainly that it made a basic guess, and how to get
 * a full identification, so nobody mistakes it for a researched price.
 */
export function AnalysisSummary({
  analysis,
  showConfidence,
  aiProviderHelp,
}: {
  analysis: ItemAnalysis;
  showConfidence: boolean;
  /** Who can connect a cloud provider, and how (the app knows whether this person runs the server). */
  aiProviderHelp?: ReactNode;
}) {
  const offline = analysis.provider === 'local';
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby="analysis-heading" data-tour="analysis-summary">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="analysis-heading" className="font-semibold">
          AI analysis
        </h2>
        <Badge variant={offline ? 'outline' : 'secondary'}>
          {PROVIDER_NAMES[analysis.provider] ?? analysis.provider}
        </Badge>
      </div>
      {offline && (
        <div className="mb-3 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <CpuIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">A basic offline guess</p>
            <p>
              No cloud AI provider is connected, so Tagwise’s offline models looked for an object they know, text on the
              item and its colours. They name and price an item only when that evidence has proved reliable, from your
              own items of the same kind or a reference table; otherwise they ask you. Check the name, category and
              price before you tag it.
            </p>
            {aiProviderHelp}
          </div>
        </div>
      )}
      <dl className="grid gap-2 text-sm">
        {showConfidence && analysis.confidence !== null && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Confidence</dt>
            <dd className="font-medium">{confidenceLabel(analysis.confidence)}</dd>
          </div>
        )}
        {analysis.conditionSource === 'default' && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Condition</dt>
            <dd>Your default condition: the analysis could not judge it from the photos.</dd>
          </div>
        )}
        {analysis.pricingNote && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Price basis</dt>
            <dd>{analysis.pricingNote}</dd>
          </div>
        )}
        {analysis.comparables.length > 0 && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Priced from your items</dt>
            <dd>
              <ul className="grid gap-0.5">
                {analysis.comparables.map((comparable) => (
                  <li key={comparable.id}>
                    <Link className="underline underline-offset-2" to={`/items/${comparable.id}`}>
                      {comparable.name}
                    </Link>{' '}
                    <span className="text-muted-foreground">${comparable.price}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {analysis.analyzedAt && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Analysed</dt>
            <dd>{formatLocalDate(analysis.analyzedAt)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
