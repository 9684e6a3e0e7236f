import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './QrCode.js';
import { QR_QUIET_ZONE, qrMatrix } from './qrMatrix.js';
import { decodeModules, decodeQrSvg, modulesFromPath } from './testing/decodeQr.js';

afterEach(cleanup);

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240';

describe('QrCode', () => {
  it('draws a code a QR decoder reads back as exactly the text', () => {
    render(<QrCode value={URI} label="QR code" />);
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('QR code');
    expect(decodeQrSvg(svg)).toBe(URI);
  });

  it('draws a new code for a new text', () => {
    const { rerender } = render(<QrCode value={URI} label="QR code" />);
    const first = document.querySelector('path')!.getAttribute('d');
    const renewed = URI.replace('7f6e', '0a1b');
    rerender(<QrCode value={renewed} label="QR code" />);
    expect(document.querySelector('path')!.getAttribute('d')).not.toBe(first);
    expect(decodeQrSvg(document.querySelector('svg')!)).toBe(renewed);
  });

  it('keeps a quiet zone of four light modules on every side', () => {
    const { size, path } = qrMatrix(URI);
    const modules = modulesFromPath(path, size);
    for (let index = 0; index < QR_QUIET_ZONE; index += 1) {
      expect(modules[index]!.some(Boolean)).toBe(false);
      expect(modules[size - 1 - index]!.some(Boolean)).toBe(false);
      expect(modules.some((row) => row[index] || row[size - 1 - index])).toBe(false);
    }
    expect(decodeModules(modules)).toBe(URI);
  });

  it('encodes any text as data, never as markup', () => {
    const hostile = '<script>alert(1)</script> & "quotes" \u00e9\u4e2d';
    render(<QrCode value={hostile} label="QR code" />);
    expect(document.querySelector('script')).toBeNull();
    expect(decodeQrSvg(document.querySelector('svg')!)).toBe(hostile);
  });
});
