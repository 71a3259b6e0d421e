import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES } from '@tagwise/core/camera';
import { cameraErrorMessage } from './camera-error';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('cameraErrorMessage', () => {
  it('maps each getUserMedia failure to the spec text', () => {
    expect(cameraErrorMessage(named('NotAllowedError'))).toBe(
      'Camera access denied. Please allow camera access in your browser settings.',
    );
    expect(cameraErrorMessage(named('NotFoundError'))).toBe('No camera found on this device.');
    expect(cameraErrorMessage(named('OverconstrainedError'))).toBe('Camera constraints not supported by this device.');
    expect(cameraErrorMessage(named('NotSupportedError'))).toBe(CAMERA_MESSAGES.unsupported);
    expect(cameraErrorMessage({ name: 'NotReadableError' })).toBe('Failed to access camera. Please try again.');
    expect(cameraErrorMessage('nonsense')).toBe(CAMERA_MESSAGES.failed);
  });
});
