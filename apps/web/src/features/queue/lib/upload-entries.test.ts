import { describe, expect, it } from 'vitest';
import { AppError } from '@tagwise/core/errors';
import { UPLOAD_MESSAGES } from '@tagwise/core/values/batch-uploads';
import {
  backoffDelay,
  newEntry,
  uploadFailure,
  uploadSummary,
  uploadTransition,
  type UploadEntry,
  type UploadEvent,
} from './upload-entries';

const photo = (name: string) => new File(['x'], name, { type: 'image/webp' });
const run = (entry: UploadEntry, ...events: UploadEvent[]) =>
  events.reduce((e, ev) => uploadTransition(e, ev, 3), entry);
const fresh = () => newEntry('c1', [photo('a.webp'), photo('b.webp')]);

describe('backoffDelay', () => {
  it('doubles from 1 s with half of it random, up to 30 s', () => {
    expect(backoffDelay(1, 0)).toBe(500);
    expect(backoffDelay(1, 1)).toBe(1000);
    expect(backoffDelay(2, 0)).toBe(1000);
    expect(backoffDelay(3, 1)).toBe(4000);
    expect(backoffDelay(6, 1)).toBe(30_000);
    expect(backoffDelay(20, 0.5)).toBe(22_500);
  });
});

describe('uploadTransition', () => {
  it('names the item after its first photo and counts its photos', () => {
    expect(fresh()).toMatchObject({ name: 'a.webp', photos: 2, status: 'waiting', attempts: 0 });
  });

  it('goes waiting, preparing, uploading with its fraction, sent', () => {
    const uploading = run(fresh(), { type: 'prepare' }, { type: 'send' }, { type: 'progress', fraction: 0.4 });
    expect(uploading).toMatchObject({ status: 'uploading', fraction: 0.4, attempts: 1 });
    expect(run(uploading, { type: 'sent' })).toMatchObject({ status: 'sent', fraction: 1 });
  });

  it('waits out its back-off after a dropped connection, and gives up after the last attempt', () => {
    const dropped = run(fresh(), { type: 'send' }, { type: 'dropped', now: 10_000, random: 0 });
    expect(dropped).toMatchObject({
      status: 'waiting',
      attempts: 1,
      retryAt: 10_500,
      message: UPLOAD_MESSAGES.retrying,
    });
    const drop = { type: 'dropped', now: 0, random: 0 } as const;
    const gaveUp = run(dropped, { type: 'send' }, drop, { type: 'send' }, drop);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 3, message: UPLOAD_MESSAGES.failedAfter(3) });
  });

  it('does not spend an attempt while the device is offline', () => {
    const offline = run(fresh(), { type: 'send' }, { type: 'offline' });
    expect(offline).toMatchObject({ status: 'waiting', attempts: 0, message: UPLOAD_MESSAGES.offline });
  });

  it('fails at once when refused, and Retry upload starts over', () => {
    const refused = run(fresh(), { type: 'send' }, { type: 'refused', message: 'Too large' });
    expect(refused).toMatchObject({ status: 'failed', message: 'Too large' });
    expect(run(refused, { type: 'retry' })).toMatchObject({ status: 'waiting', attempts: 0, message: null });
  });

  it('stops what was not sent when the batch is cancelled, and leaves sent items alone', () => {
    expect(run(fresh(), { type: 'stopped', message: 'Cancelled' })).toMatchObject({ status: 'failed' });
    const sent = run(fresh(), { type: 'send' }, { type: 'sent' });
    expect(run(sent, { type: 'stopped', message: 'Cancelled' })).toBe(sent);
  });

  it('ignores events that do not fit the state', () => {
    const waiting = fresh();
    expect(uploadTransition(waiting, { type: 'progress', fraction: 0.5 })).toBe(waiting);
    expect(uploadTransition(waiting, { type: 'dropped', now: 0, random: 0 })).toBe(waiting);
    expect(uploadTransition(waiting, { type: 'retry' })).toBe(waiting);
  });
});

describe('uploadFailure', () => {
  it('retries no answer, 5xx and 429; refuses other 4xx; stops the batch on 409', () => {
    expect(uploadFailure(new AppError('SERVICE_UNAVAILABLE', 'x'))).toBe('retry');
    expect(uploadFailure(new AppError('INTERNAL', 'x'))).toBe('retry');
    expect(uploadFailure(new AppError('RATE_LIMITED', 'x'))).toBe('retry');
    expect(uploadFailure(new TypeError('network'))).toBe('retry');
    expect(uploadFailure(new AppError('PAYLOAD_TOO_LARGE', 'x'))).toBe('refuse');
    expect(uploadFailure(new AppError('UNSUPPORTED_MEDIA_TYPE', 'x'))).toBe('refuse');
    expect(uploadFailure(new AppError('CONFLICT', 'x'))).toBe('stop-batch');
    expect(uploadFailure(new DOMException('cancelled', 'AbortError'))).toBe('aborted');
  });
});

describe('uploadSummary', () => {
  it('counts photos sent and items pending or failed', () => {
    const sent = run(fresh(), { type: 'send' }, { type: 'sent' });
    const failed = run(newEntry('c2', [photo('c.webp')]), { type: 'refused', message: 'no' });
    expect(uploadSummary([sent, failed, newEntry('c3', [photo('d.webp')])])).toEqual({
      photos: 4,
      sentPhotos: 2,
      pending: 1,
      failed: 1,
    });
  });
});
