import { FrameSchedule } from './frame-schedule';
import { frameCrop } from './framing-crop';
import type { ScanFrame, TagDecoder } from './tag-decoder';

export interface FrameRead {
  texts: string[];
  /** performance.now() time the frame was captured (or shown, where the browser does not say). */
  frameAt: number;
  /** performance.now() time the decoder answered. */
  readAt: number;
}

/**
 * Reads the playing video's frames: each new frame the schedule allows (one with the decoder at a time,
 * at a capped rate) is cut to the framing box as the view shows it, scaled to its decode size and
 * handed to the decoder. Returns the function that stops it; a decode under way then reports nothing.
 */
export function startFrameLoop({
  video,
  decoder,
  onRead,
  onError,
}: {
  video: HTMLVideoElement;
  decoder: TagDecoder;
  onRead: (read: FrameRead) => void;
  onError: (error: Error) => void;
}): () => void {
  const schedule = new FrameSchedule();
  const canvas = document.createElement('canvas');
  // The pixels are read back for zxing-wasm: a canvas kept in memory rather than on the GPU reads fast.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let stopped = false;
  let frameRequest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!context) {
    onError(new Error('No 2D canvas'));
    return () => {};
  }
  const frame: ScanFrame = { canvas, context };

  const take = (frameAt: number) => {
    const now = performance.now();
    if (!video.videoWidth || !video.clientWidth || !schedule.tryStart(now)) return;
    const { source, target } = frameCrop(
      { width: video.videoWidth, height: video.videoHeight },
      { width: video.clientWidth, height: video.clientHeight },
    );
    if (canvas.width !== target.width || canvas.height !== target.height) {
      canvas.width = target.width;
      canvas.height = target.height;
    }
    context.drawImage(video, source.x, source.y, source.width, source.height, 0, 0, target.width, target.height);
    decoder.decode(frame).then(
      (texts) => {
        schedule.finish();
        if (!stopped) onRead({ texts, frameAt, readAt: performance.now() });
      },
      (error: unknown) => {
        schedule.finish();
        if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  // A callback per new frame where the browser has one, so no frame is read twice; else a timer.
  const next = () => {
    if (stopped) return;
    if ('requestVideoFrameCallback' in video) {
      frameRequest = video.requestVideoFrameCallback((now, metadata) => {
        take(metadata.captureTime ?? metadata.presentationTime ?? now);
        next();
      });
    } else {
      const wait = schedule.wait(performance.now());
      timer = setTimeout(
        () => {
          take(performance.now());
          next();
        },
        Number.isFinite(wait) ? Math.max(wait, 10) : 10,
      );
    }
  };
  next();

  return () => {
    stopped = true;
    if (frameRequest && 'cancelVideoFrameCallback' in video) video.cancelVideoFrameCallback(frameRequest);
    clearTimeout(timer);
  };
}
