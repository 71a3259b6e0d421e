import { SCANNER_MESSAGES } from './scanner-messages';

/** Why the scanner is not scanning. */
export type ScannerProblem = 'denied' | 'no-camera' | 'busy' | 'unsupported' | 'failed' | 'decoder';

/** A failed getUserMedia, by the DOMException's name: the kind of problem and what the operator reads. */
export function cameraProblem(error: unknown): { problem: ScannerProblem; message: string } {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { problem: 'denied', message: SCANNER_MESSAGES.denied };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return { problem: 'no-camera', message: SCANNER_MESSAGES.noCamera };
    // Another app (a video call, the phone's own camera) holds the camera.
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { problem: 'busy', message: SCANNER_MESSAGES.busy };
    case 'OverconstrainedError':
      return { problem: 'failed', message: SCANNER_MESSAGES.constraints };
    case 'NotSupportedError':
      return { problem: 'unsupported', message: SCANNER_MESSAGES.unsupported };
    default:
      return { problem: 'failed', message: SCANNER_MESSAGES.failed };
  }
}
