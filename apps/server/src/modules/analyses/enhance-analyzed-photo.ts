import { AppError } from '@tagwise/core/errors';
import type { AnalysisResult } from '@tagwise/core/schemas/analysis';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/schemas/enhancements';
import { enhancePhoto } from '../enhancements/enhance-photo.ts';

/**
 * The studio photo an analysis was asked for, of the item's main photo, at no extra credit (the analysis
 * paid). The item is saved already, so a failure here never fails the analysis: the item keeps its
 * original and the answer says why, for the person to try Enhance again from the item page.
 */
export async function enhanceAnalyzedPhoto(
  deps: Omit<Parameters<typeof enhancePhoto>[0], 'partOfAnalysis'>,
): Promise<Pick<AnalysisResult, 'enhancement' | 'enhancementMessage'>> {
  try {
    const result = await enhancePhoto({ ...deps, partOfAnalysis: true });
    return result.enhanced
      ? { enhancement: 'done' }
      : { enhancement: 'kept-original', enhancementMessage: result.message };
  } catch (error) {
    // Messages of AppErrors below 500 and of the deliberate 502-504 are written for people.
    const told = error instanceof AppError && error.code !== 'INTERNAL';
    if (!told || error.status >= 500) deps.logger.error('studio photo after an analysis failed', { err: error });
    const reason = told ? error.message : ENHANCEMENT_MESSAGES.failed;
    return { enhancement: 'failed', enhancementMessage: ENHANCEMENT_MESSAGES.keptOriginalAfterAnalysis(reason) };
  }
}
