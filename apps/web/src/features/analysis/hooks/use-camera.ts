import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CAMERA_CAPTURE, CAMERA_MESSAGES } from '@tagwise/core/camera';
import { cameraErrorMessage } from '../lib/camera-error';

export type Facing = 'environment' | 'user';

/**
 * The live camera for the full-screen capture: asks for the back camera at 1280x720 (enough for the AI,
 * light on a phone's memory), switches between front and back, and turns the current frame into a
 * JPEG. Every failure becomes the spec's message; the stream stops when the screen closes.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [facing, setFacing] = useState<Facing>('environment');
  const [attempt, setAttempt] = useState(0);
  // What the last request answered, for which request: a new one (switch, retry) starts from nothing.
  const [result, setResult] = useState<{ request: string; live: boolean; error: string | null }>();
  const request = `${facing}:${attempt}`;
  const current = result?.request === request ? result : undefined;
  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const error = supported ? (current?.error ?? null) : CAMERA_MESSAGES.unsupported;
  const live = current?.live ?? false;
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!supported) return;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: facing },
          width: { ideal: CAMERA_CAPTURE.idealWidth },
          height: { ideal: CAMERA_CAPTURE.idealHeight },
        },
      })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((t) => t.stop());
        stream.current = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play().catch(() => undefined);
        if (!cancelled) setResult({ request, live: true, error: null });
      })
      .catch((cause: unknown) => {
        if (!cancelled) setResult({ request, live: false, error: cameraErrorMessage(cause) });
      });
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach((t) => t.stop());
      stream.current = null;
    };
  }, [facing, request, supported, video]);

  const capture = useCallback(async (): Promise<File> => {
    const element = video.current;
    if (!element || !live || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !element.videoWidth) {
      throw new Error(CAMERA_MESSAGES.notReady);
    }
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(CAMERA_MESSAGES.captureFailed);
    ctx.drawImage(element, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, CAMERA_CAPTURE.type, CAMERA_CAPTURE.quality),
    );
    if (!blob) throw new Error(CAMERA_MESSAGES.captureFailed);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    return new File([blob], `camera-${stamp}.jpg`, { type: CAMERA_CAPTURE.type });
  }, [video, live]);

  return {
    facing,
    error,
    live,
    capture,
    switchCamera: () => setFacing((f) => (f === 'environment' ? 'user' : 'environment')),
    retry: () => setAttempt((n) => n + 1),
  };
}
