import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CAMERA_CAPTURE } from '@tagwise/core/camera';
import { cameraProblem, type ScannerProblem } from './camera-problem';
import { startFrameLoop, type FrameRead } from './frame-loop';
import { parseScannedText, type ScannedText } from './parse-scanned-text';
import { ScanDebouncer } from './scan-debounce';
import { SCANNER_MESSAGES } from './scanner-messages';
import { startTagDecoder } from './start-tag-decoder';
import type { TagDecoder } from './tag-decoder';

/** A tag code the scanner read (or the operator typed). */
export interface TagScan {
  /** The tag code, upper case, without "#": what GET /api/items/by-tag/{tagCode} takes. */
  tagCode: string;
  source: 'camera' | 'typed';
  /** What was read: the QR code's text (the tag's address), or what was typed. */
  text: string;
  /**
   * performance.now() time of the camera frame the code was read from (when it was captured, where the
   * browser says), or of the typing's submission: scan-to-line time is measured from here.
   */
  frameAt: number;
}

export interface TagScannerOptions {
  /** A tag code to add. Called once per look at a tag (see scan-debounce.ts); a repeat is the caller's call. */
  onCode: (scan: TagScan) => void;
  /** A QR code (or typed text) that is not a Tagwise tag: once per look, like a code. */
  onNotTagwise?: (text: string, source: TagScan['source']) => void;
  /** False turns the camera off (a dialog covers the scanner); it comes back on when true again. */
  active?: boolean;
}

export type ScannerState =
  | { status: 'starting' }
  | { status: 'scanning' }
  /** Inactive, or the page is hidden (another tab, the phone locked): the camera is off. */
  | { status: 'paused' }
  | { status: 'error'; problem: ScannerProblem; message: string };

export interface TorchControl {
  /** The camera has a light the page may switch (Chrome on Android). */
  available: boolean;
  on: boolean;
  toggle: () => void;
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };
type TorchConstraint = MediaTrackConstraintSet & { torch?: boolean };

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/**
 * The tag scanner's camera and reader. Attach `videoRef` to a <video> (muted, playsInline) shown with
 * object-fit: cover, and draw the framing box as FRAMING_BOX_FRACTION of its shorter side, centred: that
 * is the part of each frame that is read. The camera runs while `active` and the page is visible, and
 * stops when hidden, inactive or unmounted.
 */
export function useTagScanner({ onCode, onNotTagwise, active = true }: TagScannerOptions) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const [attempt, setAttempt] = useState(0);
  const [decoderAttempt, setDecoderAttempt] = useState(0);
  const [camera, setCamera] = useState<{ state: ScannerState; track?: MediaStreamTrack; torch: boolean }>();
  const [decoder, setDecoder] = useState<{ decoder: TagDecoder | null }>();
  const callbacks = useRef({ onCode, onNotTagwise });
  useEffect(() => {
    callbacks.current = { onCode, onNotTagwise };
  }, [onCode, onNotTagwise]);
  const running = active && visible;

  // The reader lives as long as the scanner (a hidden page keeps it: it starts in a fraction of a second,
  // but not for free); the camera only while it is shown.
  useEffect(() => {
    let cancelled = false;
    let started: TagDecoder | null = null;
    startTagDecoder().then(
      (ready) => {
        if (cancelled) return ready.close();
        started = ready;
        setDecoder({ decoder: ready });
      },
      () => {
        if (!cancelled) setDecoder({ decoder: null });
      },
    );
    return () => {
      cancelled = true;
      started?.close();
      setDecoder(undefined);
    };
  }, [decoderAttempt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!running || !supported || !video) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const settle = (state: ScannerState, track?: MediaStreamTrack) => {
      if (!cancelled) setCamera({ state, track, torch: false });
    };
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: 'environment' },
          width: { ideal: CAMERA_CAPTURE.idealWidth },
          height: { ideal: CAMERA_CAPTURE.idealHeight },
        },
      })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        const [track] = media.getVideoTracks();
        // Unplugged, or taken by another app mid-sale.
        track?.addEventListener('ended', () =>
          settle({ status: 'error', problem: 'failed', message: SCANNER_MESSAGES.failed }),
        );
        video.srcObject = media;
        await video.play().catch(() => undefined);
        settle({ status: 'scanning' }, track);
      })
      .catch((error: unknown) => settle({ status: 'error', ...cameraProblem(error) }));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
      setCamera(undefined);
    };
  }, [running, supported, attempt]);

  const report = useCallback((parsed: ScannedText, text: string, frameAt: number, source: TagScan['source']) => {
    if (parsed.kind === 'tag') callbacks.current.onCode({ tagCode: parsed.tagCode, source, text, frameAt });
    else callbacks.current.onNotTagwise?.(parsed.text, source);
  }, []);

  const reader = decoder?.decoder ?? null;
  const scanning = camera?.state.status === 'scanning';
  useEffect(() => {
    const video = videoRef.current;
    if (!scanning || !reader || !video) return;
    // A scanner started again (shown again, camera back) reports what it sees.
    const debouncer = new ScanDebouncer();
    return startFrameLoop({
      video,
      decoder: reader,
      onRead: ({ texts, frameAt, readAt }: FrameRead) => {
        const read = texts.map((text) => ({ text, parsed: parseScannedText(text) }));
        const keys = read.map(({ parsed }) =>
          parsed.kind === 'tag' ? `tag:${parsed.tagCode}` : `text:${parsed.text}`,
        );
        const fresh = new Set(debouncer.frame(keys, readAt));
        read.forEach(({ text, parsed }, n) => {
          if (fresh.delete(keys[n]!)) report(parsed, text, frameAt, 'camera');
        });
      },
      onError: () => {
        reader.close();
        setDecoder({ decoder: null });
      },
    });
  }, [scanning, reader, report]);

  const track = camera?.track;
  const torchOn = camera?.torch ?? false;
  const torchAvailable = !!track && (track.getCapabilities?.() as TorchCapabilities | undefined)?.torch === true;
  const toggleTorch = useCallback(() => {
    if (!track) return;
    const on = !torchOn;
    track
      .applyConstraints({ advanced: [{ torch: on } as TorchConstraint] })
      .then(() => setCamera((current) => (current?.track === track ? { ...current, torch: on } : current)))
      .catch(() => undefined);
  }, [track, torchOn]);

  const submitText = useCallback(
    (text: string): ScannedText => {
      const parsed = parseScannedText(text);
      report(parsed, text.trim(), performance.now(), 'typed');
      return parsed;
    },
    [report],
  );

  const decoderFailed = decoder !== undefined && decoder.decoder === null;
  const state: ScannerState = !running
    ? { status: 'paused' }
    : !supported
      ? { status: 'error', problem: 'unsupported', message: SCANNER_MESSAGES.unsupported }
      : camera?.state.status === 'error'
        ? camera.state
        : decoderFailed
          ? { status: 'error', problem: 'decoder', message: SCANNER_MESSAGES.decoderFailed }
          : scanning && reader
            ? { status: 'scanning' }
            : { status: 'starting' };

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    if (decoderFailed) setDecoderAttempt((n) => n + 1);
  }, [decoderFailed]);

  return {
    videoRef,
    state,
    /** Which reader reads the frames, once it has started. */
    decoder: reader?.kind ?? null,
    torch: { available: torchAvailable, on: torchOn, toggle: toggleTorch } satisfies TorchControl,
    /** Asks for the camera (and the reader, if it failed) again, after an error. */
    retry,
    /** A typed (or pasted) code: reported like a scanned one, with source 'typed'; returns what it was. */
    submitText,
  };
}
