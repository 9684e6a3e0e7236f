/**
 * Clients for stories, built from the test fakes (dev-only: stories never ship). Each story gets a fresh
 * client; `prepare` runs before the first render (open the modal, show a toast, ...).
 *
 * Every story also exists in every language: `&wpLocale=ar` in its address shows it in Arabic, and the browser
 * checks switch a story already on screen with `window.__walletportStoryLocale('de')` (story-locale.ts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { FLOWS, flowsLoaded, loadFlows, type FlowName } from '../container/flows.js';
import type { WalletportCore } from '../container/walletport-core.js';
import type { WalletportOptions } from '../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../tests/fakes/chain-adapter.fake.js';
import { createTestClient, type TestPorts } from '../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../tests/fakes/wallet-catalogue.fake.js';
import { WalletportProvider } from '../ui-react/provider/WalletportProvider.js';
import { useStoryLocale } from './story-locale.js';

export type StoryClientOptions = {
  options?: Partial<WalletportOptions>;
  /**
   * The embedded (email and social) wallet over a fake frame (`ports.embeddedWallet`, its `frame`), so the
   * email and approval views have their use cases.
   */
  embeddedWallet?: boolean;
  /** Runs once, before the first render. */
  prepare?: (core: WalletportCore, ports: TestPorts) => void;
};

export function createStoryClient({ options = {}, embeddedWallet = false, prepare }: StoryClientOptions = {}) {
  const scheduler = new VirtualScheduler(Date.now());
  const result = createTestClient(options, {
    scheduler,
    // A chain adapter, so opening lands on Connect; a project configuration that leaves email and
    // socials to the local flags.
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
    catalogue: new FakeWalletCatalogue({ projectConfig: { features: [{ id: 'social_login', isEnabled: true, config: null }] } }),
    embeddedWallet,
  });
  prepare?.(result.core, result.ports);
  return result;
}

const FLOW_NAMES = Object.keys(FLOWS) as FlowName[];

/**
 * Renders children inside a provider with a story client made once per mount. The flows that load on first
 * use (container/flows.ts) are loaded first, as the tests' setup does: a story's `prepare` drives
 * `core.swap` and the others before the first render.
 */
export function StoryProvider(props: StoryClientOptions & { children?: ReactNode }) {
  const [ready, setReady] = useState(() => flowsLoaded(...FLOW_NAMES));
  useEffect(() => {
    if (!ready) void loadFlows(...FLOW_NAMES).then(() => setReady(true));
  }, [ready]);
  return ready ? <LoadedStoryProvider {...props} /> : null;
}

function LoadedStoryProvider({ children, ...clientOptions }: StoryClientOptions & { children?: ReactNode }) {
  const [{ client }] = useState(() => createStoryClient(clientOptions));
  useStoryLocale(client);
  return <WalletportProvider client={client}>{children}</WalletportProvider>;
}
