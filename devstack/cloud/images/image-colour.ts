/**
 * The colour of a generated placeholder image, derived from its id alone, so the SVG and the PNG of one id
 * look the same and every id keeps its colour across restarts.
 */
import { createHash } from 'node:crypto';

export type Hsl = { hue: number; saturation: number; lightness: number };
export type ImageColourParameters = [id: string];
export type ImageColourReturnType = Hsl;
export type ImageColourErrorType = never;

export function imageColour(id: string): ImageColourReturnType {
  const digest = createHash('sha256').update(id).digest();
  return {
    hue: ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360,
    saturation: 55 + ((digest[2] ?? 0) % 25),
    lightness: 38 + ((digest[3] ?? 0) % 14),
  };
}

export type Rgb = readonly [red: number, green: number, blue: number];
export type HslToRgbParameters = [colour: Hsl];
export type HslToRgbReturnType = Rgb;
export type HslToRgbErrorType = never;

/** The CSS Color 4 conversion, so a raster pixel has the value a browser gives the SVG's `hsl(...)` fill. */
export function hslToRgb({ hue, saturation, lightness }: Hsl): HslToRgbReturnType {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return [channel(0), channel(8), channel(4)];
}
