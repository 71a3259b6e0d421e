import { ANALYSIS_STAGES } from '@tagwise/core/schemas/analysis';

export type StageId = (typeof ANALYSIS_STAGES)[number]['id'];

/** The label and percentage the progress bar shows for a stage (commercial-side.md section 2). */
export const stageInfo = (id: StageId) => ANALYSIS_STAGES.find((s) => s.id === id)!;
