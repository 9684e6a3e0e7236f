/**
 * The QR code of a text as modules, and as one SVG path: `uqr` (a small, dependency-free encoder) builds the
 * matrix; the path draws each horizontal run of dark modules as one rectangle, `M{x} {y}h{n}v1h-{n}z`, in
 * module units (the <svg> scales it). Error correction 'M' (15 %): nothing is drawn over the code.
 */
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

export type QrMatrix = {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** The dark modules as one SVG path in module units. */
  path: string;
};

export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: 'M', border: QR_QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join('') };
}
