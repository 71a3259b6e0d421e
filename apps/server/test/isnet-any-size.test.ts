import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as OrtModule from 'onnxruntime-node';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readShippedModel } from '../src/ai/local/background-mask.ts';
import { ISNET_OUTPUT, IsnetRewriteError, isnetAnySize } from '../src/ai/local/isnet-any-size.ts';
import { joinParts, lengthDelimited, readFields, textField } from '../src/ai/local/protobuf-wire.ts';

// The real ISNet model, as shipped and as rewritten, on a real photo: the rewrite must change nothing at
// the size the model was made for, and must make other sizes work. No fakes, no network; nothing here
// asserts on time or memory (bench/analyzer-memory.ts measures those).

const require = createRequire(import.meta.url);
const ort = require('onnxruntime-node') as typeof OrtModule;
const MODEL_TIMEOUT = 180_000;
const SESSION_OPTIONS = {
  executionProviders: ['cpu'],
  enableCpuMemArena: false,
  enableMemPattern: false,
  graphOptimizationLevel: 'disabled',
} as const;

let shipped: OrtModule.InferenceSession;
let rewritten: OrtModule.InferenceSession;
let chair: Buffer;

/** The chair photo as the model's input tensor: width x height, RGB planes normalised as x / 255 - 0.5. */
async function chairTensor(width: number, height: number) {
  const pixels = await sharp(chair).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const plane = width * height;
  const data = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) data[c * plane + i] = pixels[i * 3 + c]! / 255 - 0.5;
  return new ort.Tensor('float32', data, [1, 3, height, width]);
}

async function maskOf(session: OrtModule.InferenceSession, width: number, height: number) {
  const results = await session.run({ [session.inputNames[0]!]: await chairTensor(width, height) }, [ISNET_OUTPUT]);
  return results[ISNET_OUTPUT]!;
}

beforeAll(async () => {
  chair = await readFile(path.resolve(import.meta.dirname, '../../../test-fixtures/photos/chair_1600.jpg'));
  const model = await readShippedModel();
  shipped = await ort.InferenceSession.create(model, SESSION_OPTIONS);
  rewritten = await ort.InferenceSession.create(isnetAnySize(model), SESSION_OPTIONS);
}, MODEL_TIMEOUT);

describe('ISNet at any size', () => {
  it(
    'gives exactly the shipped model’s mask at 1024 x 1024, and keeps only the mask output',
    async () => {
      const [before, after] = [await maskOf(shipped, 1024, 1024), await maskOf(rewritten, 1024, 1024)];
      expect(after.dims).toEqual([1, 1, 1024, 1024]);
      expect(Buffer.from((after.data as Float32Array).buffer)).toEqual(
        Buffer.from((before.data as Float32Array).buffer),
      );
      expect(rewritten.outputNames).toEqual([ISNET_OUTPUT]);
      expect(shipped.outputNames.length).toBeGreaterThan(1);
    },
    MODEL_TIMEOUT,
  );

  it(
    'takes another size, not square, where the shipped model refuses it, and finds the same chair',
    async () => {
      await expect(maskOf(shipped, 640, 480)).rejects.toThrow();
      const small = await maskOf(rewritten, 640, 480);
      expect(small.dims).toEqual([1, 1, 480, 640]);
      // Against the full-size mask brought down to the same size: the same pixels are the chair.
      const full = await maskOf(rewritten, 1024, 1024);
      const reference = await sharp(
        Uint8Array.from(full.data as Float32Array, (v) => Math.round(v * 255)),
        {
          raw: { width: 1024, height: 1024, channels: 1 },
        },
      )
        .resize(640, 480, { fit: 'fill' })
        .extractChannel(0)
        .raw()
        .toBuffer();
      let both = 0;
      let either = 0;
      (small.data as Float32Array).forEach((value, i) => {
        const a = value >= 0.5;
        const b = reference[i]! >= 128;
        if (a && b) both++;
        if (a || b) either++;
      });
      expect(either).toBeGreaterThan(0.1 * 640 * 480);
      expect(both / either).toBeGreaterThan(0.9);
    },
    MODEL_TIMEOUT,
  );

  it('refuses a model that is not the ISNet graph it was written for, so the caller keeps the model as it is', () => {
    expect(() => isnetAnySize(Buffer.alloc(0))).toThrow(IsnetRewriteError);
    // Bytes that are not protobuf at all (a field that runs past the end).
    expect(() => isnetAnySize(Buffer.from([0x3a, 0x7f, 0x01]))).toThrow(IsnetRewriteError);
    // A graph with one node and no "output": field 7 (graph) holding field 1 (node) with an op type.
    const graph = joinParts(lengthDelimited(7, lengthDelimited(1, textField(4, 'Relu'))));
    expect(() => isnetAnySize(graph)).toThrow(IsnetRewriteError);
  });
});

describe('protobuf wire', () => {
  it('reads back what it writes, nested, with every field as a range of the original bytes', () => {
    const message = joinParts([...textField(1, 'input'), ...lengthDelimited(2, textField(3, 'Shape'))]);
    const [name, inner] = readFields(message);
    expect(name).toMatchObject({ field: 1, wire: 2 });
    expect(message.subarray(name!.start, name!.end).toString()).toBe('input');
    const [op] = readFields(message, inner!.start, inner!.end);
    expect(message.subarray(op!.start, op!.end).toString()).toBe('Shape');
    expect(() => readFields(Uint8Array.from([0x0a, 0x05, 0x61]))).toThrow(/past the end/);
  });
});
