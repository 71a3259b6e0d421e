import { CheckCircle2Icon } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { stageInfo, stageLabel, type StageId } from '../lib/stages';

/**
 * The single-item progress (uploading 25%, analyzing 60%, saving 85%, complete 100%). The text is a
 * polite live region, so a screen reader hears each stage without the bar being read out every time.
 */
export function AnalysisProgress({
  stage,
  detail,
  enhancing = false,
}: {
  stage: StageId;
  detail?: string | undefined;
  /** A studio photo was asked for too: the AI stage says so. */
  enhancing?: boolean;
}) {
  const { percent } = stageInfo(stage);
  const label = stageLabel(stage, enhancing);
  return (
    <div className="grid gap-3 py-4">
      <div className="flex items-center justify-between gap-3 text-sm font-medium" role="status" aria-live="polite">
        <span className="flex items-center gap-2">
          {stage === 'complete' ? (
            <CheckCircle2Icon className="size-5 text-primary" aria-hidden />
          ) : (
            <Spinner className="size-5" />
          )}
          {label}
          {detail && <span className="font-normal text-muted-foreground">{detail}</span>}
        </span>
        <span>{percent}%</span>
      </div>
      <Progress value={percent} aria-label="Analysis progress" />
    </div>
  );
}
