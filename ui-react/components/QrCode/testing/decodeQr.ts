/**
 * Reads a rendered QR code back (test-only): the <svg> QrCode draws is turned into pixels module by module
 * and decoded with jsQR, an independent decoder, so a test proves what a phone camera would read.
 */
import jsQRModule from 'jsqr';

type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS with a `default` property; the ESM default import is the module itself or that function.
const jsQR: JsQr = ((jsQRModule as unknown as { default?: JsQr }).default ?? jsQRModule) as unknown as JsQr;

const RUN = /M(\d+) (\d+)h(\d+)v1h-\d+z/g;

/** The dark modules of a QrCode path (`M{x} {y}h{n}v1h-{n}z` runs) as a matrix of `size` x `size`. */
export function modulesFromPath(path: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, n] of path.matchAll(RUN)) {
    const row = modules[Number(y)];
    if (!row) throw new Error(`A run outside the code: row ${y}`);
    for (let column = Number(x); column < Number(x) + Number(n); column += 1) row[column] = true;
  }
  return modules;
}

/** Decodes a module matrix drawn at `scale` pixels per module; null when it is not a readable code. */
export function decodeModules(modules: readonly (readonly boolean[])[], scale = 4): string | null {
  const size = modules.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dark = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true;
      const offset = (y * size + x) * 4;
      pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = dark ? 0 : 255;
      pixels[offset + 3] = 255;
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

/** The text of a QrCode <svg> element, read back by a QR decoder. */
export function decodeQrSvg(svg: Element): string | null {
  const size = Number(svg.getAttribute('data-modules'));
  const path = svg.querySelector('path')?.getAttribute('d');
  if (!Number.isInteger(size) || size <= 0 || !path) return null;
  return decodeModules(modulesFromPath(path, size));
}
