import { CAMERA_MESSAGES } from '@tagwise/core/camera';

/**
 * What the tag scanner says. The camera's failures it shares with the photo camera are the spec's words
 * (core's CAMERA_MESSAGES); the rest are the scanner's own.
 */
export const SCANNER_MESSAGES = {
  denied: CAMERA_MESSAGES.denied,
  noCamera: CAMERA_MESSAGES.notFound,
  unsupported: CAMERA_MESSAGES.unsupported,
  constraints: CAMERA_MESSAGES.constraints,
  failed: CAMERA_MESSAGES.failed,
  busy: 'The camera is in use by another app. Close that app, then try again.',
  decoderFailed: 'The tag reader could not start. Type the tag code instead.',
  typeInstead: 'You can type the tag code below.',
  starting: 'Starting the camera…',
  scanning: 'Point the camera at the QR code on a tag.',
  paused: 'Camera paused.',
  notTagwise: 'Not a Tagwise tag',
  enterCode: 'Enter a tag code',
  read: (tagCode: string) => `Read #${tagCode}`,
} as const;
