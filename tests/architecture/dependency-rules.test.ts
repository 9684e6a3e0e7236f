import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile, importsOf, importSpecifiers, isProduct, PRODUCT_FOLDERS, PRODUCT_ROOT_FILES } from './dependency-rules.js';

const root = path.resolve(import.meta.dirname, '../..');

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
    const files = [...PRODUCT_FOLDERS.flatMap(sourceFiles), ...PRODUCT_ROOT_FILES];
    expect(files.length).toBeGreaterThan(10);
    for (const entry of ['index.ts', 'networks.ts', 'testing/index.ts', 'client/create-walletport.ts', 'actions/connect.ts']) {
      expect(files).toContain(entry);
      expect(isProduct(entry), entry).toBe(true);
    }
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
      "import { StatefulUseCase } from '../shared/index.js';",
    ];
    for (const line of good) expect(checkFile('domain/usecases/modal/modal.usecase.ts', line), line).toEqual([]);
  });

  it('fails when ui-react reaches an adapter or the composition root', () => {
    expect(checkFile('ui-react/hooks/useAccount.ts', "import { x } from '../../adapters/http/blockchain-api.adapter.js';")).not.toEqual([]);
    expect(checkFile('ui-react/provider.tsx', "import { createWalletport } from '../composition-root.js';")).not.toEqual([]);
    expect(checkFile('ui-react/provider.tsx', "import { x } from '../domain/usecases/modal/index.js';")).toEqual([]);
  });

  it('fails when an adapter reaches into another adapter family or the renderer', () => {
    expect(checkFile('adapters/wallets/eip6963/discovery.ts', "import { x } from '../../http/internal/client.js';")).not.toEqual([]);
    expect(checkFile('adapters/http/client.ts', "import { x } from '../../ui-react/index.js';")).not.toEqual([]);
  });

  it('fails when the container reaches a concrete adapter', () => {
    expect(checkFile('container/create-container.ts', "import { HttpClient } from '../adapters/http/http-client.js';")).not.toEqual([]);
    expect(checkFile('container/create-container.ts', "import { RouterUseCase } from '../domain/usecases/router/index.js';")).toEqual([]);
  });

  it('fails when walletport/wagmi reaches past the actions and the client, or another package than @wagmi/core and viem', () => {
    expect(checkFile('wagmi/walletportConnector.ts', "import { x } from '../container/walletport-core.js';")).not.toEqual([]);
    expect(checkFile('wagmi/walletportConnector.ts', "import { x } from '../domain/usecases/connection/index.js';")).not.toEqual([]);
    expect(checkFile('wagmi/walletportConnector.ts', "import { injected } from 'wagmi';")).not.toEqual([]);
    expect(checkFile('wagmi/walletportConnector.ts', "import { createConnector } from '@wagmi/core';")).toEqual([]);
    expect(checkFile('wagmi/walletportConnector.ts', "import { openModal } from '../actions/openModal.js';")).toEqual([]);
  });

  it('fails when product code imports the devstack or test fakes', () => {
    expect(checkFile('adapters/http/client.ts', "import { x } from '../../devstack/cloud/server.js';")).not.toEqual([]);
    expect(checkFile('domain/usecases/x.ts', "import { x } from '../../tests/fakes/platform.fake.js';")).not.toEqual([]);
  });

  it('fails when test support inside a product folder, or a story, imports the development world', () => {
    const world = [
      "import { DEV_ACCOUNTS } from '../../../../devstack/config.js';",
      "import { startRelay } from '../../../../devstack/relay/start-relay.js';",
      "import { x } from '../../../../e2e/fixtures.js';",
      "import { x } from '../../../../bench/run.js';",
      "import { x } from '../../../../demo/main.js';",
    ];
    for (const line of world) {
      expect(checkFile('adapters/wallets/walletconnect/testing/relay-wallet.ts', line), line).not.toEqual([]);
      expect(checkFile('domain/usecases/send/testing/sendWorld.ts', line), line).not.toEqual([]);
    }
    expect(checkFile('ui-react/views/Swap/Swap.stories.tsx', "import { DEV_ACCOUNTS } from '../../../devstack/config.js';")).not.toEqual([]);
    // A test beside the code may start the devstack; tests/ may too.
    expect(checkFile('adapters/wallets/embedded/embedded-frame.test.ts', world[0] ?? '')).toEqual([]);
    expect(checkFile('ui-react/views/Swap/Swap.test.tsx', "import { DEV_ACCOUNTS } from '../../../devstack/config.js';")).toEqual([]);
    expect(checkFile('tests/fakes/relay-wallet.ts', "import { startRelay } from '../../devstack/relay/start-relay.js';")).toEqual([]);
  });

  it("fails when a view, the container or another use case reaches into a use case's internals instead of its index.ts", () => {
    const internals: [file: string, line: string][] = [
      ['ui-react/views/Swap/Swap.tsx', "import { SwapUseCase } from '../../../domain/usecases/swap/swap.usecase.js';"],
      ['ui-react/views/Swap/Swap.tsx', "import type { SwapState } from '../../../domain/usecases/swap/swap.types.js';"],
      ['container/modules/swap.module.ts', "export { SwapUseCase } from '../../domain/usecases/swap/swap.usecase.js';"],
      ['domain/usecases/swap/quoteSwap.ts', "import { latest } from '../shared/latest.js';"],
      ['domain/usecases/send/send.usecase.ts', "import type { SwapToken } from '../swap/swap.types.js';"],
      ['testing/mock-connector.ts', "import { toConnectError } from '../domain/usecases/connection/toConnectError.js';"],
      // The embedded wallet's folder holds one use case per subfolder: each subfolder is its own boundary.
      ['domain/usecases/embedded-wallet/email-login/x.ts', "import { x } from '../shared/asWalletportError.js';"],
      ['ui-react/views/EmailLogin/x.tsx', "import { x } from '../../../domain/usecases/embedded-wallet/email-login/email-login.usecase.js';"],
      ['ui-react/views/EmailLogin/x.tsx', "import { x } from '../../../domain/usecases/embedded-wallet/index.js';"],
    ];
    for (const [file, line] of internals) expect(checkFile(file, line), `${file}: ${line}`).not.toEqual([]);
    const allowed: [file: string, line: string][] = [
      ['ui-react/views/Swap/Swap.tsx', "import type { SwapState } from '../../../domain/usecases/swap/index.js';"],
      ['domain/usecases/swap/quoteSwap.ts', "import { latest } from '../shared/index.js';"],
      ['domain/usecases/swap/quoteSwap.ts', "import type { SwapToken } from './swap.types.js';"],
      ['domain/usecases/embedded-wallet/email-login/x.ts', "import { x } from '../shared/index.js';"],
      ['domain/usecases/embedded-wallet/email-login/x.ts', "import { x } from './email-login.usecase.js';"],
      // Tests and test support may reach a use case's internals.
      ['ui-react/views/Swap/Swap.test.tsx', "import { SwapUseCase } from '../../../domain/usecases/swap/swap.usecase.js';"],
      ['domain/usecases/swap/testing/swapWorld.ts', "import { x } from '../../send/send.usecase.js';"],
      ['tests/fakes/x.ts', "import { x } from '../../domain/usecases/swap/swap.usecase.js';"],
    ];
    for (const [file, line] of allowed) expect(checkFile(file, line), `${file}: ${line}`).toEqual([]);
  });

  it('fails when a domain entity imports a port', () => {
    expect(
      checkFile('domain/entities/frame/frame-error.ts', "import type { FrameRequestType } from '../../../ports/embedded-wallet-frame.port.js';"),
    ).not.toEqual([]);
    expect(checkFile('domain/entities/frame/frame-error.ts', "import type { FrameRequestType } from './frame-request-type.js';")).toEqual([]);
    expect(checkFile('ports/storage.port.ts', "import type { KeyValueStorage } from '../domain/entities/storage/key-value-storage.js';")).toEqual([]);
    expect(checkFile('domain/usecases/modal/modal.usecase.ts', "import type { Scheduler } from '../../../ports/scheduler.port.js';")).toEqual([]);
  });

  it('holds the shipped testing/ folder as product code, unlike the test support in nested testing/ folders', () => {
    expect(isProduct('testing/mock-connector.ts')).toBe(true);
    expect(isProduct('testing/mock-connector.test.ts')).toBe(false);
    expect(isProduct('domain/usecases/network/testing/networkWorld.ts')).toBe(false);
    expect(checkFile('testing/mock-connector.ts', "import { FakeConnectorDiscovery } from '../tests/fakes/index.js';")).not.toEqual([]);
    expect(checkFile('testing/mock-connector.ts', "import { BehaviorSubject } from 'rxjs';")).not.toEqual([]);
    expect(checkFile('testing/mock-connector.ts', "import { HttpClient } from '../adapters/http/http-client.js';")).not.toEqual([]);
    expect(checkFile('testing/mock-connector.ts', "import { getAddress } from 'viem';")).toEqual([]);
    expect(checkFile('testing/mock-connector.ts', "import { parseWalletError } from '../domain/entities/errors/rpc-errors.js';")).toEqual([]);
    expect(checkFile('testing/mock-connector.ts', "import type { WalletConnector } from '../ports/wallet-connector.port.js';")).toEqual([]);
    expect(checkFile('domain/usecases/network/testing/networkWorld.ts', "import { x } from '../../../../tests/fakes/index.js';")).toEqual([]);
  });

  it('keeps the mock wallet out of production code', () => {
    expect(checkFile('index.ts', "export * from './testing/index.js';")).not.toEqual([]);
    expect(checkFile('ui-react/hooks/useX.ts', "import { mockConnector } from '../../testing/index.js';")).not.toEqual([]);
    expect(checkFile('ui-react/hooks/useX.test.tsx', "import { mockConnector } from '../../testing/index.js';")).toEqual([]);
  });

  it('keeps client/ and actions/ light: container/ for types only, the composition root only lazily, packages for types only', () => {
    expect(checkFile('actions/getX.ts', "import type { WalletportCore } from '../container/walletport-core.js';")).toEqual([]);
    expect(checkFile('actions/getX.ts', "import { createContainer } from '../container/create-container.js';")).not.toEqual([]);
    expect(checkFile('actions/getX.ts', "import { type WalletportCore } from '../container/walletport-core.js';")).not.toEqual([]);
    expect(checkFile('client/create-walletport.ts', "const { createCore } = await import('../composition-root.js');")).toEqual([]);
    expect(checkFile('client/create-walletport.ts', "import { createCore } from '../composition-root.js';")).not.toEqual([]);
    expect(checkFile('actions/getX.ts', "import { x } from '../adapters/http/http-client.js';")).not.toEqual([]);
    expect(checkFile('actions/getX.ts', "import { x } from '../ui-react/index.js';")).not.toEqual([]);
    expect(checkFile('actions/getProvider.ts', "import type { EIP1193Provider } from 'viem';")).toEqual([]);
    expect(checkFile('actions/getX.ts', "import { BehaviorSubject } from 'rxjs';")).not.toEqual([]);
    expect(checkFile('client/x.ts', "import { x } from '../tests/fakes/index.js';")).not.toEqual([]);
  });

  it('keeps the entries to their own layers', () => {
    expect(checkFile('index.ts', "export { createCore } from './composition-root.js';")).not.toEqual([]);
    expect(checkFile('index.ts', "export type { WalletportCore } from './container/walletport-core.js';")).toEqual([]);
    expect(checkFile('networks.ts', "export { mainnet } from './domain/entities/network/chains/index.js';")).toEqual([]);
    expect(checkFile('networks.ts', "export { x } from './adapters/http/http-client.js';")).not.toEqual([]);
    expect(checkFile('networks.ts', "export { mainnet } from 'viem/chains';")).not.toEqual([]);
    expect(checkFile('composition-root.ts', "import { x } from './devstack/cloud/server.js';")).not.toEqual([]);
  });

  it('tells type-only and lazy imports apart', () => {
    expect(importsOf("import type { A } from './a.js';\nimport { type B } from './b.js';\nexport type { C } from './c.js';\nconst d = import('./d.js');")).toEqual([
      { specifier: './a.js', typeOnly: true, dynamic: false },
      { specifier: './b.js', typeOnly: false, dynamic: false },
      { specifier: './c.js', typeOnly: true, dynamic: false },
      { specifier: './d.js', typeOnly: false, dynamic: true },
    ]);
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
