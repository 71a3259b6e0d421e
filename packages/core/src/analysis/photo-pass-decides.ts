import { identifyLocalItem, MAX_CONFIDENCE, type LocalPhotoFindings } from './identify-local-item.ts';

// The offline analyzer's detector looks at a photo twice: as taken, and with the item cut out on white by
// the background mask, whose full-size run is the costliest step of a photo. The second look is for items
// clutter hides. When the first look and the text on the item already name and file the item at the
// analyzer's highest confidence, a trusted label outscoring every other kind of object, the second look
// made no difference to any answer on the fixture photos (decision 0027), so the analyzer leaves it out.

/** Whether the photo pass and the text already give a sure answer at full confidence (no cut-out pass needed). */
export function photoPassDecides(findings: Pick<LocalPhotoFindings, 'objects' | 'text'>): boolean {
  const answer = identifyLocalItem([{ itemCoverage: 1, colours: [], ...findings }]);
  return answer.sure && answer.confidence >= MAX_CONFIDENCE;
}
