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
 * (an object class, text on the item, colours), prices from the workspace's own items or the reference
 * table, and keeps its confidence low; the item page invites connecting a cloud provider.
 */
export function createLocalAnalyzer(vision: LocalVision): PhotoAnalyzer {
  return {
    provider: 'local',
    async analyzeItemPhotos({ photos, signal, findComparables }) {
      const seen: VisionFindings[] = [];
      for (const photo of photos.slice(0, LOCAL_PHOTOS_MAX)) seen.push(await vision.findings(photo, signal));
      const identification = identifyLocalItem(seen);
      const comparables =
        identification.noun && findComparables
          ? await findComparables({ category: identification.category, noun: identification.noun })
          : [];
      return toLocalAnalysis(identification, priceLocalItem(identification, comparables));
    },
  };
}
