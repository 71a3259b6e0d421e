import { identifyLocalItem } from '@tagwise/core/analysis/identify-local-item';
import { toLocalAnalysis } from '@tagwise/core/analysis/local-analysis';
import { priceLocalItem } from '@tagwise/core/analysis/price-local-item';
import type { PhotoAnalyzer } from '../photo-analyzer.ts';
import type { LocalVision, VisionFindings } from './local-vision.ts';

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
      for (const photo of photos.slice(0, LOCAL_PHOTOS_MAX)) seen.push(await vision.findings(photo, signal));
      const identification = identifyLocalItem(seen);
      // Only an item identified surely is priced, and only from items of the same kind.
      if (!identification.sure) return toLocalAnalysis(identification, null);
      const comparables =
        identification.noun && findComparables
          ? await findComparables({ category: identification.category, noun: identification.noun })
          : [];
      return toLocalAnalysis(identification, priceLocalItem(identification, comparables));
    },
  };
}
