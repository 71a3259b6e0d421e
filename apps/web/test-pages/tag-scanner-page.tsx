// The tag scanner on a page of its own, for the browser tests and the bench (e2e/tag-scanner.phone.spec.ts,
// bench/scan-decode.ts) until the checkout screen mounts it. Built apart from the app (build.ts beside
// this file) and served only by a server with TAGWISE_TEST_HOOKS on, at /__test/tag-scanner.html: nothing
// here ships to users.
//
// It records every report with its timing in `window.tagScannerTest`, and watches the fake camera's
// segment marker (e2e/support/segment-marker.ts) on every frame, so a test knows when the first frame of
// each segment of its video arrived.
import './test-pages.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TagScanner } from '@/features/checkout/scanner/tag-scanner';
import type { TagScan } from '@/features/checkout/scanner/use-tag-scanner';
import { readSegmentMarker } from '../../../e2e/support/segment-marker';

interface Recorded extends TagScan {
  /** performance.now() when onCode was called. */
  reportedAt: number;
  /** The video segment in view then (null: no marker). */
  segment: number | null;
}

const record = {
  scans: [] as Recorded[],
  notTagwise: [] as string[],
  /** Each segment's first frame: its capture time (performance.now() clock). */
  segments: {} as Record<number, number>,
  current: null as number | null,
};
(window as unknown as { tagScannerTest: typeof record }).tagScannerTest = record;

/** Reads the marker of every frame the scanner's video shows. */
function watchSegments() {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const watch = () => {
    const video = document.querySelector('video');
    if (!video || !context || !('requestVideoFrameCallback' in video)) return void setTimeout(watch, 50);
    const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
      const segment = video.videoWidth ? readSegmentMarker(video, context) : null;
      if (segment !== null && !(segment in record.segments)) {
        record.segments[segment] = metadata.captureTime ?? metadata.presentationTime ?? now;
      }
      record.current = segment;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  watch();
}

function TagScannerTestPage() {
  const [scans, setScans] = useState<Recorded[]>([]);
  useEffect(watchSegments, []);
  return (
    <main className="mx-auto grid max-w-md gap-4 p-4">
      <h1 className="text-xl font-semibold">Tag scanner</h1>
      <TagScanner
        onCode={(scan) => {
          const recorded = { ...scan, reportedAt: performance.now(), segment: record.current };
          record.scans.push(recorded);
          setScans((list) => [...list, recorded]);
        }}
        onNotTagwise={(text) => record.notTagwise.push(text)}
      />
      <section aria-labelledby="scanned-heading" className="grid gap-2">
        <h2 id="scanned-heading" className="font-medium">
          Scanned
        </h2>
        <ol aria-label="Scanned codes" className="list-decimal pl-5 text-sm">
          {scans.map((scan, n) => (
            <li key={n}>{scan.tagCode}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TagScannerTestPage />
  </StrictMode>,
);
