/**
 * Generated placeholder images as PNG: the look of svgImage (a rounded square in the id's colour, the label's
 * initials in white) as a raster, because the real catalogue service answers wallet images as raster files,
 * which chromium decodes off the main thread; an SVG is a document of its own, laid out and painted on the
 * main thread, and a grid of them makes the devstack scroll worse than production does.
 */
import { createHash } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './bitmap-font.js';
import { hslToRgb, imageColour } from './image-colour.js';
import { encodePng } from './png-encode.js';
import { initials } from './svg-image.js';

/** The side of the square in pixels: 2x the 48 px the modal shows at most, so it stays sharp on HiDPI screens. */
export const PNG_IMAGE_SIZE = 96;
const CORNER_RADIUS = (24 / 96) * PNG_IMAGE_SIZE;
/** Samples per axis inside a pixel, to anti-alias the rounded corners. */
const SUBSAMPLES = 4;
const MAX_CHARACTERS = 4;

export type PngImage = { png: Buffer; etag: string };
export type PngImageParameters = [id: string, label: string];
export type PngImageReturnType = PngImage;
export type PngImageErrorType = never;

export function pngImage(id: string, label: string): PngImageReturnType {
  const rgba = new Uint8Array(PNG_IMAGE_SIZE * PNG_IMAGE_SIZE * 4);
  paintRoundedSquare(rgba, hslToRgb(imageColour(id)));
  paintText(rgba, initials(label));
  const png = encodePng(PNG_IMAGE_SIZE, PNG_IMAGE_SIZE, rgba);
  return { png, etag: `"${createHash('sha256').update(png).digest('hex').slice(0, 16)}"` };
}

function paintRoundedSquare(rgba: Uint8Array, [red, green, blue]: readonly [number, number, number]): void {
  for (let y = 0; y < PNG_IMAGE_SIZE; y += 1) {
    for (let x = 0; x < PNG_IMAGE_SIZE; x += 1) {
      const offset = (y * PNG_IMAGE_SIZE + x) * 4;
      rgba[offset] = red;
      rgba[offset + 1] = green;
      rgba[offset + 2] = blue;
      rgba[offset + 3] = Math.round(coverage(x, y) * 255);
    }
  }
}

/** The share of pixel (x, y) inside the rounded square: 1 away from the corners, 0 in their transparent tips. */
function coverage(x: number, y: number): number {
  let inside = 0;
  for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
    for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
      if (insideRoundedSquare(x + (sx + 0.5) / SUBSAMPLES, y + (sy + 0.5) / SUBSAMPLES)) inside += 1;
    }
  }
  return inside / (SUBSAMPLES * SUBSAMPLES);
}

function insideRoundedSquare(px: number, py: number): boolean {
  const cx = Math.min(Math.max(px, CORNER_RADIUS), PNG_IMAGE_SIZE - CORNER_RADIUS);
  const cy = Math.min(Math.max(py, CORNER_RADIUS), PNG_IMAGE_SIZE - CORNER_RADIUS);
  return (px - cx) ** 2 + (py - cy) ** 2 <= CORNER_RADIUS ** 2;
}

/** Centred white glyphs: two characters large, three or four smaller; characters outside the font are left out. */
function paintText(rgba: Uint8Array, text: string): void {
  const glyphs = [...text].map(glyph).filter((rows) => rows !== undefined).slice(0, MAX_CHARACTERS);
  if (glyphs.length === 0) return;
  const scale = glyphs.length <= 2 ? 6 : glyphs.length === 3 ? 4 : 3;
  const advance = (GLYPH_WIDTH + 1) * scale;
  const width = glyphs.length * advance - scale;
  const left = Math.floor((PNG_IMAGE_SIZE - width) / 2);
  const top = Math.floor((PNG_IMAGE_SIZE - GLYPH_HEIGHT * scale) / 2);
  glyphs.forEach((rows, index) => {
    rows.forEach((cells, row) => {
      [...cells].forEach((cell, column) => {
        if (cell === '#') fillWhite(rgba, left + index * advance + column * scale, top + row * scale, scale);
      });
    });
  });
}

function fillWhite(rgba: Uint8Array, x0: number, y0: number, side: number): void {
  for (let y = y0; y < y0 + side; y += 1) {
    for (let x = x0; x < x0 + side; x += 1) rgba.set([255, 255, 255, 255], (y * PNG_IMAGE_SIZE + x) * 4);
  }
}
