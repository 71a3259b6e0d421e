// The in-browser camera (core-app.md sections 2, 8 and 9). The texts are the spec's, word for word:
// operators read them on the spot and support articles quote them.

export const CAMERA_MESSAGES = {
  denied: 'Camera access denied. Please allow camera access in your browser settings.',
  notFound: 'No camera found on this device.',
  unsupported: 'Camera not supported in this browser.',
  constraints: 'Camera constraints not supported by this device.',
  failed: 'Failed to access camera. Please try again.',
  notReady: 'Camera not ready for capture',
  captureFailed: 'Failed to capture image. Please try again.',
} as const;

/** What the camera asks for and how a shot is saved (core-app.md section 9). */
export const CAMERA_CAPTURE = {
  idealWidth: 1280,
  idealHeight: 720,
  type: 'image/jpeg',
  quality: 0.8,
} as const;
