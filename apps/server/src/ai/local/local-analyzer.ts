import { identifyLocalItem } from '@tagwise/core/analysis/identify-local-item';
import { toLocalAnalysis } from '@tagwise/core/analysis/local-analysis';
import { priceLocalItem } from '@tagwise/core/analysis/price-local-item';
import { AiProviderError, type PhotoAnalyzer } from '../photo-analyzer.ts';
import { LocalVisionError, type LocalVision, type VisionFindings } from './local-vision.ts';

/**
 * Photos an offline analysis looks at: the main photo and the next two. Each costs one to two seconds
 * of CPU; more rarely adds anything the detector and the text reader did not already see.
 */
export const LOCAL_PHOTOS_MAX = 3;

/**
 * The default analyzer (AI_PROVIDER unset or "local"): no key, no network. It says what its models saw
 * (an object class, text on the item, colours); when that is enough it names the item and prices it from
 * the workspace's items of the same kind or the reference table, otherwise it files an "Unidentified
 * item" for review with its guesses and no price. Confidence stays low; the item page invites
 * connecting a cloud provider.
 */
export function createLocalAnalyzer(vision: LocalVision): PhotoAnalyzer {
  return {
    provider: 'local',
    async analyzeItemPhotos({ photos, signal, findComparables }) {
      const seen: VisionFindings[] = [];
      for (const photo of photos.slice(0, LOCAL_PHOTOS_MAX)) seen.push(await see(vision, photo, signal));
      const identification = identifyLocalItem(seen);
      const photoSignatures = seen.map((findings) => findings.signature ?? null);
      // Only an item identified surely is priced, and only from items of the same kind.
      if (!identification.sure) return { ...toLocalAnalysis(identification, null), photoSignatures };
      const comparables =
        identification.noun && findComparables
          ? await findComparables({ category: identification.category, noun: identification.noun })
          : [];
      return { ...toLocalAnalysis(identification, priceLocalItem(identification, comparables)), photoSignatures };
    },
  };
}

/**
 * One photo's findings. The models' process ending mid-photo (the system killed it for memory, most
 * likely) is the analyzer's "overloaded": the person is asked to try again in a moment, the queue retries
 * with back-off, and the next photo starts a new process. A model that threw stays an unexpected error,
 * logged with its stack.
 */
async function see(vision: LocalVision, photo: Buffer, signal: AbortSignal | undefined) {
  try {
    return await vision.findings(photo, signal);
  } catch (error) {
    if (error instanceof LocalVisionError && error.reason === 'crashed' && !signal?.aborted) {
      throw new AiProviderError('overloaded', { cause: error });
    }
    throw error;
  }
}
