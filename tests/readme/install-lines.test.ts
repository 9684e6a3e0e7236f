import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../package/packed-package.js';
import { installLines, missingInstalls, packageOf } from './install-lines.js';
import { readmeBlocks } from './readme-blocks.js';

const fence = '```';

describe("the README's install lines", () => {
  it('name every package a README block imports (walletport and Node builtins aside), so a strict pnpm install runs the snippets', async () => {
    const markdown = await readFile(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8');
    expect(missingInstalls(markdown, readmeBlocks(markdown))).toEqual([]);
    // viem is imported by the snippets and is walletport's dependency: only hoisting made it resolve before.
    expect(installLines(markdown).everywhere).toEqual(expect.arrayContaining(['walletport', 'react', 'react-dom', 'viem']));
  });
});

describe('missingInstalls', () => {
  const readme = (...lines: string[]) => lines.join('\n');

  it('reports a package that is imported but on no install line, with the block and section', () => {
    const markdown = readme(
      '## Install', //                          1
      `${fence}sh`, //                          2
      'npm install walletport react', //        3
      fence, //                                 4
      '## Using viem', //                       5
      `${fence}ts`, //                          6
      '// src/viem.ts', //                      7
      "import { custom } from 'viem';", //      8
      "import { mainnet } from 'viem/chains';", //
      "import type { FC } from 'react';", //
      "import { readFile } from 'node:fs';", //
      "import path from 'path';", //
      "import { walletport } from './walletport.js';", //
      "import { getProvider } from 'walletport';", //
      fence,
    );
    expect(missingInstalls(markdown, readmeBlocks(markdown))).toEqual([{ block: 'src/viem.ts', line: 7, section: 'Using viem', name: 'viem' }]);
  });

  it("accepts a package from the Install section's line or from its own section's, not from another section's", () => {
    const markdown = readme(
      '## Install',
      `${fence}sh`,
      'npm install walletport react viem@^2',
      fence,
      '## With wagmi',
      `${fence}sh`,
      'pnpm add wagmi @tanstack/react-query --save',
      fence,
      `${fence}tsx`,
      '// src/wagmi.tsx',
      "import { createConfig } from 'wagmi';",
      "import { QueryClient } from '@tanstack/react-query/build';",
      "import { http } from 'viem';",
      fence,
      '## Elsewhere',
      `${fence}ts`,
      '// src/other.ts',
      "export const load = () => import('wagmi');",
      fence,
    );
    expect(installLines(markdown)).toEqual({
      everywhere: ['walletport', 'react', 'viem'],
      bySection: new Map([['With wagmi', ['wagmi', '@tanstack/react-query']]]),
    });
    expect(missingInstalls(markdown, readmeBlocks(markdown))).toEqual([{ block: 'src/other.ts', line: 17, section: 'Elsewhere', name: 'wagmi' }]);
  });

  it('reads install commands only in shell blocks, and stops at && or a comment', () => {
    const markdown = readme(
      '## Install',
      'npm install viem', // prose, not a command
      `${fence}ts`,
      '// src/a.ts',
      "// npm install wagmi: a comment in code, not a command",
      'export {};',
      fence,
      `${fence}sh`,
      'npm install walletport && npm start # react',
      fence,
    );
    expect(installLines(markdown).everywhere).toEqual(['walletport']);
  });

  it('names packages by their root', () => {
    expect(packageOf('viem/chains')).toBe('viem');
    expect(packageOf('@wagmi/core/chains')).toBe('@wagmi/core');
    expect(packageOf('./walletport.js')).toBeUndefined();
    expect(packageOf('node:fs/promises')).toBeUndefined();
    expect(packageOf('fs/promises')).toBeUndefined();
  });
});
