// Just enough of protobuf's wire format to edit an ONNX model's graph (isnet-any-size.ts): read the fields
// of a message as byte ranges of the original buffer, and write new fields. No schema, no decoding of the
// weights: fields that are not edited are copied as the bytes they were, so an 88 MB model is rewritten
// with one allocation. (No protobuf library ships with the app, and this is all the edit needs.)

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_BYTES = 2;
const WIRE_FIXED32 = 5;

/** One field of a message: where its key starts, where its payload lies, and its number. */
export interface WireField {
  field: number;
  wire: number;
  /** Offset of the field's key: `bytes.subarray(keyStart, end)` is the whole field as written. */
  keyStart: number;
  /** Offset of the payload (for length-delimited fields, after the length). */
  start: number;
  end: number;
  /** The value of a varint field. */
  value: bigint;
}

function readVarint(bytes: Uint8Array, at: number): [value: bigint, next: number] {
  let value = 0n;
  let shift = 0n;
  for (let pos = at; pos < bytes.length; pos++) {
    const byte = bytes[pos]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (!(byte & 0x80)) return [value, pos + 1];
    shift += 7n;
  }
  throw new Error('protobuf: a varint runs past the end of the message');
}

/** The fields of the message in `bytes[start, end)`, in the order written. */
export function readFields(bytes: Uint8Array, start = 0, end = bytes.length): WireField[] {
  const fields: WireField[] = [];
  let pos = start;
  while (pos < end) {
    const keyStart = pos;
    const [key, afterKey] = readVarint(bytes, pos);
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    pos = afterKey;
    if (wire === WIRE_VARINT) {
      const [value, next] = readVarint(bytes, pos);
      fields.push({ field, wire, keyStart, start: pos, end: next, value });
      pos = next;
    } else if (wire === WIRE_BYTES) {
      const [length, next] = readVarint(bytes, pos);
      const payloadEnd = next + Number(length);
      if (payloadEnd > end) throw new Error('protobuf: a field runs past the end of its message');
      fields.push({ field, wire, keyStart, start: next, end: payloadEnd, value: 0n });
      pos = payloadEnd;
    } else if (wire === WIRE_FIXED64 || wire === WIRE_FIXED32) {
      const size = wire === WIRE_FIXED64 ? 8 : 4;
      fields.push({ field, wire, keyStart, start: pos, end: pos + size, value: 0n });
      pos += size;
    } else {
      throw new Error(`protobuf: unsupported wire type ${wire}`);
    }
  }
  return fields;
}

/** The field's payload as UTF-8 text (a string field). */
export const fieldText = (bytes: Uint8Array, field: WireField) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + field.start, field.end - field.start).toString('utf8');

/** The whole field, key included, as written in `bytes` (no copy). */
export const fieldBytes = (bytes: Uint8Array, field: WireField) => bytes.subarray(field.keyStart, field.end);

function varint(value: number | bigint): Uint8Array {
  let rest = BigInt(value);
  const out: number[] = [];
  while (rest > 127n) {
    out.push(Number(rest & 127n) | 128);
    rest >>= 7n;
  }
  out.push(Number(rest));
  return Uint8Array.from(out);
}

/** A length-delimited field (a sub-message or bytes) whose payload is the given parts, not copied. */
export function lengthDelimited(field: number, parts: readonly Uint8Array[]): Uint8Array[] {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return [varint((field << 3) | WIRE_BYTES), varint(length), ...parts];
}

export const textField = (field: number, text: string) => lengthDelimited(field, [Buffer.from(text, 'utf8')]);

export const varintField = (field: number, value: number | bigint) =>
  Buffer.concat([varint((field << 3) | WIRE_VARINT), varint(value)]);

/** Joins parts into one buffer: the only copy an edit makes. */
export const joinParts = (parts: readonly Uint8Array[]) => Buffer.concat(parts);
