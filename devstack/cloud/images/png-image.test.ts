import { describe, expect, it } from 'vitest';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './bitmap-font.js';
import { hslToRgb, imageColour } from './image-colour.js';
import { encodePng } from './png-encode.js';
import { PNG_IMAGE_SIZE, pngImage } from './png-image.js';
import { svgImage } from './svg-image.js';
import { decodePng, pixelAt, whitePixels } from './testing/decode-png.js';

const SIZE = PNG_IMAGE_SIZE;
const MIDDLE_BAND: [number, number] = [SIZE / 4, (SIZE * 3) / 4];

describe('pngImage', () => {
  it('is a 96x96 8-bit RGBA PNG with valid chunks', () => {
    const image = decodePng(pngImage('metamask', 'MetaMask').png);
    expect(image).toMatchObject({ width: 96, height: 96, bitDepth: 8, colourType: 6 });
  });

  it('fills a rounded square in the colour svgImage uses for the id, with transparent corners', () => {
    const image = decodePng(pngImage('network-a', 'A B').png);
    const [red, green, blue] = hslToRgb(imageColour('network-a'));
    expect(pixelAt(image, SIZE / 2, 2)).toEqual([red, green, blue, 255]);
    expect(pixelAt(image, 2, SIZE / 2)).toEqual([red, green, blue, 255]);
    for (const [x, y] of [[0, 0], [SIZE - 1, 0], [0, SIZE - 1], [SIZE - 1, SIZE - 1], [3, 3]] as const) {
      expect(pixelAt(image, x, y)[3], `corner pixel ${x},${y}`).toBe(0);
    }
    // The corner arc is anti-aliased: some pixels are partly covered.
    const alphas = Array.from({ length: 24 * 24 }, (_, index) => pixelAt(image, index % 24, Math.floor(index / 24))[3]);
    expect(alphas.filter((alpha) => alpha > 0 && alpha < 255).length).toBeGreaterThan(10);
    const { hue, saturation, lightness } = imageColour('network-a');
    expect(svgImage('network-a', 'A B').svg).toContain(`fill="hsl(${hue}, ${saturation}%, ${lightness}%)"`);
  });

  it('draws the initials in white, centred, and leaves out characters outside the font', () => {
    const metamask = decodePng(pngImage('x', 'MetaMask').png);
    const white = whitePixels(metamask, ...MIDDLE_BAND);
    // "MM" at scale 6: every lit cell of both glyphs is a 6x6 block of white.
    const litCells = (glyph('M') ?? []).join('').split('').filter((cell) => cell === '#').length;
    expect(white).toBe(2 * litCells * 36);
    expect(whitePixels(metamask, 0, MIDDLE_BAND[0]) + whitePixels(metamask, MIDDLE_BAND[1], SIZE)).toBe(0);
    const leftmost = Math.min(...rowsOfWhite(metamask).map(([from]) => from));
    const rightmost = Math.max(...rowsOfWhite(metamask).map(([, to]) => to));
    expect(Math.abs(leftmost - (SIZE - 1 - rightmost))).toBeLessThanOrEqual(1);

    expect(whitePixels(decodePng(pngImage('x', '钱包').png), 0, SIZE)).toBe(0);
    // A character outside the font is dropped and the rest stays centred: "É?" draws only the '?'.
    const partly = decodePng(pngImage('x', 'É?x').png);
    expect(whitePixels(partly, 0, SIZE)).toBe(whitePixels(decodePng(pngImage('x', '   ').png), 0, SIZE));
  });

  it('draws three or four characters smaller than two', () => {
    const widthOf = (label: string) => {
      const rows = rowsOfWhite(decodePng(pngImage('x', label).png));
      return Math.max(...rows.map(([, to]) => to)) - Math.min(...rows.map(([from]) => from)) + 1;
    };
    const glyphHeight = (label: string) => rowsOfWhite(decodePng(pngImage('x', label).png)).length;
    expect(glyphHeight('HH')).toBe(GLYPH_HEIGHT * 6);
    expect(glyphHeight('HHH')).toBe(GLYPH_HEIGHT * 4);
    expect(glyphHeight('USDC')).toBe(GLYPH_HEIGHT * 3);
    for (const label of ['HH', 'HHH', 'HHHH']) expect(widthOf(label)).toBeLessThanOrEqual(SIZE - 2 * 12);
    expect(widthOf('HH')).toBe(2 * GLYPH_WIDTH * 6 + 6);
  });

  it('is deterministic, and another id gives another colour and another etag', () => {
    expect(pngImage('a', 'Alpha').png.equals(pngImage('a', 'Alpha').png)).toBe(true);
    expect(pngImage('a', 'Alpha').etag).toBe(pngImage('a', 'Alpha').etag);
    expect(pngImage('a', 'Alpha').etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(pngImage('b', 'Alpha').etag).not.toBe(pngImage('a', 'Alpha').etag);
    const centreTop = (id: string) => pixelAt(decodePng(pngImage(id, 'Alpha').png), SIZE / 2, 1);
    expect(centreTop('a')).not.toEqual(centreTop('b'));
  });
});

describe('hslToRgb', () => {
  it('converts as CSS does', () => {
    expect(hslToRgb({ hue: 0, saturation: 100, lightness: 50 })).toEqual([255, 0, 0]);
    expect(hslToRgb({ hue: 120, saturation: 100, lightness: 25 })).toEqual([0, 128, 0]);
    expect(hslToRgb({ hue: 210, saturation: 60, lightness: 40 })).toEqual([41, 102, 163]);
  });
});

describe('encodePng', () => {
  it('round-trips pixels and refuses a buffer of the wrong size', () => {
    const rgba = Uint8Array.from({ length: 3 * 2 * 4 }, (_, index) => (index * 37) % 256);
    expect(decodePng(encodePng(3, 2, rgba)).rgba).toEqual(rgba);
    expect(() => encodePng(3, 2, rgba.subarray(1))).toThrow(RangeError);
  });
});

describe('glyph', () => {
  it('knows A-Z, 0-9 and ?, each 5x7, and nothing else', () => {
    for (const char of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789?']) {
      const rows = glyph(char);
      expect(rows, char).toHaveLength(GLYPH_HEIGHT);
      expect(rows?.every((row) => /^[#.]{5}$/.test(row)), char).toBe(true);
    }
    const shapes = new Set([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789?'].map((char) => glyph(char)?.join('')));
    expect(shapes.size).toBe(37);
    for (const char of ['a', 'É', '钱', '!', 'toString', '']) expect(glyph(char), char).toBeUndefined();
  });
});

/** For each row holding white pixels: its first and last white column. */
function rowsOfWhite(image: ReturnType<typeof decodePng>): [number, number][] {
  const rows: [number, number][] = [];
  for (let y = 0; y < image.height; y += 1) {
    const columns = Array.from({ length: image.width }, (_, x) => x).filter((x) => pixelAt(image, x, y).every((value) => value === 255));
    if (columns.length > 0) rows.push([columns[0]!, columns.at(-1)!]);
  }
  return rows;
}
