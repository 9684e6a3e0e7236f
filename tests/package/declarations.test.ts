/**
 * The declarations a host's editor shows are written for the host: a doc comment says what a thing does, not
 * where in walletport's own planning documents a rule comes from. Those documents (the product spec, the
 * design and API contract notes, the issue tracker) are not in the package, so a pointer to them is a dead
 * end for the reader. Checked on the packed .d.ts files, exactly what a host receives.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packedPackage } from './packed-package.js';

/** A reference to a document or tracker that is not shipped. */
const UNSHIPPED_REFERENCE = /\b(?:SPEC|DESIGN|CONTRACTS|STACK-NOTES|STYLE)\.md\b|\bSPEC section\b|\bissues? #?\d+\b/i;

/** Every line of `text` that matches `pattern`, as `file:line: text`. */
function linesMatching(file: string, text: string, pattern: RegExp): string[] {
  return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('linesMatching with UNSHIPPED_REFERENCE', () => {
  it('finds references to the spec, the design and contract notes and issue numbers, and nothing else', () => {
    const text = [
      '/** The timeout (SPEC.md section 9). */',
      ' * as DESIGN.md says',
      ' * the answer of CONTRACTS.md `balance`',
      ' * (issue 18, defect 6)',
      ' * see Issues #31',
      ' * The spec of EIP-1193; a specific issue with the wallet; 4 issues in total; docs/ONRAMP.md',
    ].join('\n');
    expect(linesMatching('a.d.ts', text, UNSHIPPED_REFERENCE)).toEqual([
      'a.d.ts:1: /** The timeout (SPEC.md section 9). */',
      'a.d.ts:2: * as DESIGN.md says',
      'a.d.ts:3: * the answer of CONTRACTS.md `balance`',
      'a.d.ts:4: * (issue 18, defect 6)',
      'a.d.ts:5: * see Issues #31',
    ]);
  });
});

describe("the packed package's declarations", () => {
  let unpacked: string;

  beforeAll(async () => {
    ({ unpacked } = await packedPackage());
  }, 300_000);

  it('point at no document or issue the package does not ship', { timeout: 30_000 }, async () => {
    const entries = await readdir(path.join(unpacked, 'dist'), { recursive: true, withFileTypes: true });
    const declarations = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts')).map((entry) => path.join(entry.parentPath, entry.name));
    expect(declarations.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of declarations) found.push(...linesMatching(path.relative(unpacked, file), await readFile(file, 'utf8'), UNSHIPPED_REFERENCE));
    expect(found).toEqual([]);
  });
});
