import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES } from '@tagwise/core/camera';
import { cameraProblem } from './camera-problem';
import { SCANNER_MESSAGES } from './scanner-messages';

const failure = (name: string) => Object.assign(new Error('x'), { name });

describe('a camera that will not start', () => {
  it('is refused, missing, busy or unsupported, each with its own words', () => {
    expect(cameraProblem(failure('NotAllowedError'))).toEqual({ problem: 'denied', message: CAMERA_MESSAGES.denied });
    expect(cameraProblem(failure('SecurityError')).problem).toBe('denied');
    expect(cameraProblem(failure('NotFoundError'))).toEqual({
      problem: 'no-camera',
      message: CAMERA_MESSAGES.notFound,
    });
    expect(cameraProblem(failure('NotReadableError'))).toEqual({ problem: 'busy', message: SCANNER_MESSAGES.busy });
    expect(cameraProblem(failure('TrackStartError')).problem).toBe('busy');
    expect(cameraProblem(failure('NotSupportedError')).problem).toBe('unsupported');
    expect(cameraProblem(failure('OverconstrainedError'))).toEqual({
      problem: 'failed',
      message: CAMERA_MESSAGES.constraints,
    });
  });

  it('fails in general for anything else, a DOMException-like object from another realm included', () => {
    expect(cameraProblem(new Error('boom'))).toEqual({ problem: 'failed', message: CAMERA_MESSAGES.failed });
    expect(cameraProblem('boom').problem).toBe('failed');
    expect(cameraProblem({ name: 'NotReadableError' }).problem).toBe('busy');
  });
});
