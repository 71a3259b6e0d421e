import { CAMERA_MESSAGES } from '@tagwise/core/camera';

/** The spec's message for a failed getUserMedia, by the DOMException's name. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || isNamed(error) ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return CAMERA_MESSAGES.notFound;
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.constraints;
    case 'NotSupportedError':
      return CAMERA_MESSAGES.unsupported;
    default:
      return CAMERA_MESSAGES.failed;
  }
}

// A DOMException from another realm (or a test double) is not `instanceof Error` everywhere.
const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
