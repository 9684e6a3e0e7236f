/**
 * A minimal PNG encoder for 8-bit RGBA pixels: signature, IHDR (colour type 6), one IDAT of zlib-deflated rows
 * each with filter byte 0 (none), IEND. Enough for small generated images; no npm dependency.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BIT_DEPTH = 8;
const COLOUR_TYPE_RGBA = 6;

export type EncodePngParameters = [width: number, height: number, rgba: Uint8Array];
export type EncodePngReturnType = Buffer;
export type EncodePngErrorType = RangeError;

export function encodePng(width: number, height: number, rgba: Uint8Array): EncodePngReturnType {
  if (rgba.length !== width * height * 4) throw new RangeError(`Expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(COLOUR_TYPE_RGBA, 9);
  // Bytes 10-12: compression 0, filter method 0, no interlace (already zero).
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    // raw[row * (stride + 1)] stays 0: filter type None.
    raw.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}
