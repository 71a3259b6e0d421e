import { describe, expect, it } from 'vitest';
import { DECODE_MAX_SIDE, decodeSize, frameCrop, framingBox, videoRegion } from './framing-crop';

describe('the framing box', () => {
  it('is a centred square of 70% of the view’s shorter side', () => {
    expect(framingBox({ width: 400, height: 400 })).toEqual({ x: 60, y: 60, width: 280, height: 280 });
    expect(framingBox({ width: 400, height: 200 })).toEqual({ x: 130, y: 30, width: 140, height: 140 });
  });
});

describe('the video’s pixels under the box', () => {
  it('in a square view of a landscape camera: the middle square of the frame, 70% of its height', () => {
    // object-fit: cover shows the frame's middle 720x720, scaled to the view.
    const region = videoRegion(
      { width: 1280, height: 720 },
      { width: 360, height: 360 },
      framingBox({ width: 360, height: 360 }),
    );
    expect(region).toEqual({ x: 388, y: 108, width: 504, height: 504 });
  });

  it('in a square view of a portrait camera (a phone held upright)', () => {
    const region = videoRegion(
      { width: 720, height: 1280 },
      { width: 400, height: 400 },
      framingBox({ width: 400, height: 400 }),
    );
    expect(region).toEqual({ x: 108, y: 388, width: 504, height: 504 });
  });

  it('in a view wider than the frame: the box maps across the frame’s full height', () => {
    const view = { width: 1000, height: 200 };
    const region = videoRegion({ width: 640, height: 480 }, view, framingBox(view, 1));
    // Scaled by 1000/640: the view shows a 128-pixel band of the frame's height, the box all of it.
    expect(region.height).toBe(128);
    expect(region.width).toBe(128);
    expect(region.y).toBe(176);
  });

  it('stays inside the frame, whatever the box', () => {
    const region = videoRegion(
      { width: 640, height: 480 },
      { width: 640, height: 480 },
      { x: -50, y: -50, width: 800, height: 800 },
    );
    expect(region).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });
});

describe('the size a region is decoded at', () => {
  it('is the region’s own up to 640 px, and scaled down with its shape kept above', () => {
    expect(decodeSize({ width: 504, height: 504 })).toEqual({ width: 504, height: 504 });
    expect(decodeSize({ width: 756, height: 756 })).toEqual({ width: DECODE_MAX_SIDE, height: DECODE_MAX_SIDE });
    expect(decodeSize({ width: 1280, height: 720 })).toEqual({ width: 640, height: 360 });
  });

  it('for whole frames: 720p is read as it is in the box, 1080p scaled down', () => {
    const square = { width: 1, height: 1 };
    expect(frameCrop({ width: 1280, height: 720 }, square)).toEqual({
      source: { x: 388, y: 108, width: 504, height: 504 },
      target: { width: 504, height: 504 },
    });
    expect(frameCrop({ width: 1920, height: 1080 }, square)).toEqual({
      source: { x: 582, y: 162, width: 756, height: 756 },
      target: { width: 640, height: 640 },
    });
  });
});
