import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile, importSpecifiers } from './dependency-rules.js';

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCT_FOLDERS = ['domain', 'ports', 'adapters', 'container', 'ui-react'];

function sourceFiles(folder: string): string[] {
  const absolute = path.join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(absolute);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = `${folder}/${entry}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry) ? [relative] : [];
  });
}

describe('the dependency rule of DESIGN.md', () => {
  it('holds for every product file', () => {
    const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(10);
    const violations = files.flatMap((file) => checkFile(file, readFileSync(path.join(root, file), 'utf8')));
    expect(violations).toEqual([]);
  });

  it('fails when a domain file imports an adapter, React, ky or the DOM-facing world', () => {
    const bad = [
      "import { createHttpClient } from '../../../adapters/http/client.js';",
      "import { useState } from 'react';",
      "import ky from 'ky';",
      "import { readFileSync } from 'node:fs';",
      "export * from '../../../ui-react/index.js';",
      "const lazy = () => import('../../../adapters/storage/local-storage.adapter.js');",
    ];
    for (const line of bad) {
      expect(checkFile('domain/usecases/modal/modal.usecase.ts', line), line).not.toEqual([]);
    }
  });

  it('allows the imports domain code is meant to use', () => {
    const good = [
      "import { BehaviorSubject } from 'rxjs';",
      "import { z } from 'zod';",
      "import { keccak256 } from 'viem';",
      "import type { Scheduler } from '../../ports/scheduler.port.js';",
      "import { StateStore } from '../shared/state-store.js';",
    ];
    for (const line of good) expect(checkFile('domain/usecases/modal/modal.usecase.ts', line), line).toEqual([]);
  });

  it('fails when ui-react reaches an adapter or the composition root', () => {
    expect(checkFile('ui-react/hooks/useAccount.ts', "import { x } from '../../adapters/http/blockchain-api.adapter.js';")).not.toEqual([]);
    expect(checkFile('ui-react/provider.tsx', "import { createWalletport } from '../composition-root.js';")).not.toEqual([]);
    expect(checkFile('ui-react/provider.tsx', "import { x } from '../domain/usecases/modal/modal.usecase.js';")).toEqual([]);
  });

  it('fails when an adapter reaches into another adapter family or the renderer', () => {
    expect(checkFile('adapters/wallets/eip6963/discovery.ts', "import { x } from '../../http/internal/client.js';")).not.toEqual([]);
    expect(checkFile('adapters/http/client.ts', "import { x } from '../../ui-react/index.js';")).not.toEqual([]);
  });

  it('fails when the container reaches a concrete adapter', () => {
    expect(checkFile('container/create-container.ts', "import { HttpClient } from '../adapters/http/http-client.js';")).not.toEqual([]);
    expect(checkFile('container/create-container.ts', "import { RouterUseCase } from '../domain/usecases/router/router.usecase.js';")).toEqual([]);
  });

  it('fails when product code imports the devstack or test fakes', () => {
    expect(checkFile('adapters/http/client.ts', "import { x } from '../../devstack/cloud/server.js';")).not.toEqual([]);
    expect(checkFile('domain/usecases/x.ts', "import { x } from '../../tests/fakes/platform.fake.js';")).not.toEqual([]);
  });

  it('reads static, type-only, re-export and dynamic imports, ignoring comments', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from './b.js';",
      "export { c } from './c.js';",
      "// import x from 'commented';",
      "/* import y from 'block'; */",
      "const d = await import('./d.js');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['a', './b.js', './c.js', './d.js']);
  });
});
