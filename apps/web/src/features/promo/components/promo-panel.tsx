import { useState } from 'react';
import { MegaphoneIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { PROMO_MESSAGES } from '@tagwise/core/values/promo';
import { countOf } from '@tagwise/core/values/plural';
import type { PromoState } from '@tagwise/core/schemas/promo';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { aiOperationFailure } from '@/lib/ai-failure';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { useGeneratePromo } from '../api/generate-promo';
import { usePromo } from '../api/get-promo';
import { PromoEditor } from './promo-editor';

const costText = (writer: PromoState['writer']) =>
  writer.source === 'template'
    ? 'It is written from a template, free of charge.'
    : writer.credits > 0
      ? `It costs ${countOf(writer.credits, 'AI credit')}.`
      : 'Your plan is not charged for it.';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Who wrote the material and when; for the template, plainly that it is one. */
function Provenance({ content }: { content: NonNullable<PromoState['content']> }) {
  const edited = content.editedAt ? ` Edited ${dateOf(content.editedAt)}.` : '';
  if (content.source === 'template') {
    return (
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        {PROMO_MESSAGES.templateNote}
        {edited}
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      Written by AI ({[content.provider, content.model].filter(Boolean).join(', ')}) on {dateOf(content.generatedAt)}.
      {edited}
    </p>
  );
}

/**
 * A project's promotional material: Generate when there is none, then the editor, with Regenerate behind
 * a confirmation (it replaces edits, and through a provider it costs a credit). `missingDetails` names the
 * sale details the project lacks, which neither writer can make up.
 */
export function PromoPanel({
  projectId,
  missingDetails,
  onCreditsChanged,
}: {
  projectId: string;
  missingDetails: string[];
  onCreditsChanged: () => void;
}) {
  const promo = usePromo(projectId);
  const generate = useGeneratePromo(projectId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setFailure(null);
    try {
      const result = await generate.mutateAsync();
      toast.success('Promotional material written');
      if (result.creditsCharged > 0) onCreditsChanged();
    } catch (error) {
      const { message, outOfCredits } = aiOperationFailure(error, {
        network: PROMO_MESSAGES.network,
        fallback: PROMO_MESSAGES.failed,
      });
      setFailure(message);
      toast.error(message);
      if (outOfCredits) announceCreditsExhausted();
    }
  };

  if (promo.isPending) return <Skeleton className="h-64" />;
  if (promo.isError) return <LoadFailed message={PROMO_MESSAGES.loadFailed} onRetry={() => void promo.refetch()} />;
  const { content, writer } = promo.data;

  const hint = missingDetails.length > 0 && (
    <p className="text-sm text-muted-foreground">
      This project has no {missingDetails.join(', ')} yet: add them with Edit project on the project page so the text
      can include them.
    </p>
  );
  const failed = <ErrorMessage>{failure}</ErrorMessage>;

  if (!content) {
    return (
      <div className="grid gap-4">
        <EmptyState icon={MegaphoneIcon} title="No promotional material yet">
          <p>
            A title, summary, description, three social posts, event text and visual ideas, written from this
            sale&apos;s details and its most valuable items. {costText(writer)}
          </p>
          {writer.source === 'template' && <p className="mt-2">No AI provider is set up on this server.</p>}
          <Button className="mt-4 w-full sm:w-auto" onClick={() => void run()} disabled={generate.isPending}>
            <SparklesIcon aria-hidden />
            {generate.isPending ? 'Generating...' : 'Generate'}
          </Button>
        </EmptyState>
        {failed}
        {hint}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid flex-1 basis-64 gap-2">
          <Provenance content={content} />
          {hint}
        </div>
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => setConfirming(true)}
          disabled={generate.isPending}
        >
          <RefreshCwIcon aria-hidden className={generate.isPending ? 'animate-spin' : undefined} />
          {generate.isPending ? 'Generating...' : 'Regenerate'}
        </Button>
      </div>
      {failed}
      <PromoEditor projectId={projectId} content={content} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Write the promotional material again?"
        confirmLabel="Regenerate"
        onConfirm={() => void run()}
      >
        This replaces every field, including your edits. {costText(writer)}
      </ConfirmDialog>
    </div>
  );
}
