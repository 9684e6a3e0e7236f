/**
 * A test-only PNG reader for the images the devstack encodes (8-bit RGBA, no interlace, filter 0 on every
 * row), written apart from the encoder so a test reads the bytes as a browser would instead of trusting the
 * encoder's own view of them. It checks the signature and every chunk's CRC and throws on anything else.
 */
import { crc32, inflateSync } from 'node:zlib';

export type DecodedPng = { width: number; height: number; colourType: number; bitDepth: number; rgba: Uint8Array };
export type DecodePngParameters = [bytes: Uint8Array];
export type DecodePngReturnType = DecodedPng;
export type DecodePngErrorType = Error;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function decodePng(bytes: Uint8Array): DecodePngReturnType {
  const buffer = Buffer.from(bytes);
  if (!SIGNATURE.every((byte, index) => buffer[index] === byte)) throw new Error('Not a PNG signature');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = SIGNATURE.length; offset < buffer.length; ) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (crc32(buffer.subarray(offset + 4, offset + 8 + length)) !== buffer.readUInt32BE(offset + 8 + length)) {
      throw new Error(`Bad CRC in ${type}`);
    }
    chunks.push({ type, data });
    offset += 12 + length;
  }
  const types = chunks.map((chunk) => chunk.type);
  if (types[0] !== 'IHDR' || types.at(-1) !== 'IEND') throw new Error(`Unexpected chunk order ${types.join(',')}`);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const bitDepth = header.readUInt8(8);
  const colourType = header.readUInt8(9);
  if (bitDepth !== 8 || colourType !== 6 || header.readUInt8(12) !== 0) throw new Error('Only 8-bit RGBA, not interlaced');
  const raw = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const stride = width * 4;
  if (raw.length !== (stride + 1) * height) throw new Error(`Expected ${(stride + 1) * height} bytes, got ${raw.length}`);
  const rgba = new Uint8Array(stride * height);
  for (let row = 0; row < height; row += 1) {
    const start = row * (stride + 1);
    if (raw[start] !== 0) throw new Error(`Row ${row} uses filter ${raw[start]}, this reader knows filter 0 only`);
    rgba.set(raw.subarray(start + 1, start + 1 + stride), row * stride);
  }
  return { width, height, colourType, bitDepth, rgba };
}

export type PixelAtParameters = [image: DecodedPng, x: number, y: number];
export type PixelAtReturnType = [red: number, green: number, blue: number, alpha: number];
export type PixelAtErrorType = never;

export function pixelAt(image: DecodedPng, x: number, y: number): PixelAtReturnType {
  const offset = (y * image.width + x) * 4;
  return [image.rgba[offset] ?? 0, image.rgba[offset + 1] ?? 0, image.rgba[offset + 2] ?? 0, image.rgba[offset + 3] ?? 0];
}

export type WhitePixelsParameters = [image: DecodedPng, fromRow: number, toRow: number];
export type WhitePixelsReturnType = number;
export type WhitePixelsErrorType = never;

/** How many opaque white pixels rows [fromRow, toRow) hold: the drawn initials. */
export function whitePixels(image: DecodedPng, fromRow: number, toRow: number): WhitePixelsReturnType {
  let count = 0;
  for (let y = fromRow; y < toRow; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (pixelAt(image, x, y).every((value) => value === 255)) count += 1;
    }
  }
  return count;
}
