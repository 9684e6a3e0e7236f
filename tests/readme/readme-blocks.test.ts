import { describe, expect, it } from 'vitest';
import { readmeBlocks, toReadmePositions } from './readme-blocks.js';

const fence = '```';

describe('readmeBlocks', () => {
  it('returns every ts/tsx block with the file its first line names and its README line; other blocks are left out', () => {
    const markdown = [
      '# Title', //                                 1
      `${fence}sh`, //                               2
      'npm install walletport', //                   3
      fence, //                                      4
      `${fence}ts`, //                               5
      '// src/walletport.ts', //                     6
      "export const a = 'a';", //                    7
      fence, //                                      8
      `${fence}tsx`, //                              9
      '// app/page.tsx', //                          10
      'export default function Home() {', //         11
      '  return <main />;', //                       12
      '}', //                                        13
      fence, //                                      14
    ].join('\n');
    expect(readmeBlocks(markdown)).toEqual([
      { path: 'src/walletport.ts', code: "// src/walletport.ts\nexport const a = 'a';\n", line: 6 },
      { path: 'app/page.tsx', code: '// app/page.tsx\nexport default function Home() {\n  return <main />;\n}\n', line: 10 },
    ]);
  });

  it('returns html, vue and svelte blocks named by an HTML comment on their first line', () => {
    const markdown = [
      `${fence}html`, //                              1
      '<!-- html-page/index.html -->', //             2
      '<walletport-connect-button></walletport-connect-button>', // 3
      fence, //                                       4
      `${fence}vue`, //                               5
      '<!-- vue-app/src/App.vue -->', //              6
      '<template><p /></template>', //                7
      fence, //                                       8
      `${fence}svelte`, //                            9
      '<!-- svelte-app/src/App.svelte -->', //        10
      '<p></p>', //                                   11
      fence, //                                       12
    ].join('\n');
    expect(readmeBlocks(markdown)).toEqual([
      { path: 'html-page/index.html', code: '<!-- html-page/index.html -->\n<walletport-connect-button></walletport-connect-button>\n', line: 2 },
      { path: 'vue-app/src/App.vue', code: '<!-- vue-app/src/App.vue -->\n<template><p /></template>\n', line: 6 },
      { path: 'svelte-app/src/App.svelte', code: '<!-- svelte-app/src/App.svelte -->\n<p></p>\n', line: 10 },
    ]);
  });

  it('fails on an html, vue or svelte block that names no file or a file of another kind', () => {
    expect(() => readmeBlocks([`${fence}vue`, '<template><p /></template>', fence].join('\n'))).toThrow(
      'README.md:2: the ```vue block names no file: its first line must be a comment like `<!-- vue-app/src/App.vue -->`',
    );
    expect(() => readmeBlocks([`${fence}svelte`, '// src/App.svelte', fence].join('\n'))).toThrow('README.md:2: the ```svelte block names no file');
    expect(() => readmeBlocks([`${fence}html`, '<!-- src/main.ts -->', fence].join('\n'))).toThrow('README.md:2: a ```html block names src/main.ts');
  });

  it('fails on a block that names no file, naming its README line', () => {
    const markdown = ['text', `${fence}tsx`, "import { ConnectButton } from 'walletport/react';", fence].join('\n');
    expect(() => readmeBlocks(markdown)).toThrow(/README\.md:3: the ```tsx block names no file: its first line must be a comment like `\/\/ src\/main\.tsx`/);
  });

  it('fails on a file named twice, naming both lines', () => {
    const markdown = [`${fence}ts`, '// src/a.ts', 'export {};', fence, `${fence}ts`, '// src/a.ts', 'export {};', fence].join('\n');
    expect(() => readmeBlocks(markdown)).toThrow('README.md:6: src/a.ts is named twice (first at README.md:2)');
  });

  it('fails on a tsx block naming a .ts file, and on an unclosed block', () => {
    expect(() => readmeBlocks([`${fence}tsx`, '// src/a.ts', 'export {};', fence].join('\n'))).toThrow('README.md:2: a ```tsx block names src/a.ts');
    expect(() => readmeBlocks([`${fence}ts`, '// src/a.ts', 'export {};'].join('\n'))).toThrow('README.md:1: a code block is never closed');
  });
});

describe('toReadmePositions', () => {
  it("rewrites tsc's and bundlers' positions in a block's file to README lines", () => {
    const blocks = [{ path: 'src/main.tsx', code: '', line: 40 }];
    expect(toReadmePositions("src/main.tsx(3,7): error TS2322: Type 'string' is not assignable to type 'number'.", blocks)).toBe(
      "README.md:42:7 (src/main.tsx:3): error TS2322: Type 'string' is not assignable to type 'number'.",
    );
    expect(toReadmePositions('/tmp/app/src/main.tsx:1:2: ERROR', blocks)).toBe('README.md:40:2 (src/main.tsx:1): ERROR');
    expect(toReadmePositions('node_modules/x/index.d.ts(1,1): error', blocks)).toBe('node_modules/x/index.d.ts(1,1): error');
    const vue = [{ path: 'vue-app/src/App.vue', code: '', line: 10 }];
    expect(toReadmePositions('[vite:vue] /tmp/w/vue-app/src/App.vue:4:3: bad', vue)).toBe('[vite:vue] README.md:13:3 (vue-app/src/App.vue:4): bad');
  });
});
