import { ANALYSIS_STAGES, ENHANCING_AND_ANALYZING_LABEL } from '@tagwise/core/schemas/analysis';

export type StageId = (typeof ANALYSIS_STAGES)[number]['id'];

/** The label and percentage the progress bar shows for a stage (commercial-side.md section 2). */
export const stageInfo = (id: StageId) => ANALYSIS_STAGES.find((s) => s.id === id)!;

/** The stage's words; with a studio photo asked for, the AI step says it enhances too (commercial-side.md 4). */
export const stageLabel = (id: StageId, enhancing: boolean) =>
  id === 'analyzing' && enhancing ? ENHANCING_AND_ANALYZING_LABEL : stageInfo(id).label;
