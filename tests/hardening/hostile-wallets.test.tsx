/**
 * Hostile wallets (issue 18): any script on the page can dispatch `eip6963:announceProvider`, so every
 * announcement and every provider behind one is hostile input. The real EIP-6963 discovery
 * (adapters/wallets/eip6963) listens on the happy-dom window, the real EIP-1193 connector talks to the
 * providers, and the real modal is rendered through the React provider.
 *
 * Announcements: markup and scripts in names and rdns, 10 kB names, remote, `javascript:` and scripted SVG
 * icons, duplicate rdns, missing fields, wrong types, getters and Proxies that throw. Providers: `request`
 * throwing synchronously, rejecting with non-Errors, 10 kB messages and objects whose getters throw, never
 * answering, answering garbage accounts and chain ids; `on` throwing. Asserted every time: no script runs
 * (the flag a payload would set stays unset, no payload element in the document or the modal's shadow root:
 * text only), wallet text is clamped, the modal recovers (the list, Back and Try again work), and a good
 * wallet announced beside them still connects.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Eip6963Discovery } from '../../adapters/wallets/eip6963/eip6963-discovery.adapter.js';
import { WALLET_TEXT_MAX_LENGTH } from '../../domain/entities/display/clampText.js';
import type { Eip1193Provider } from '../../ports/wallet-connector.port.js';
import { ImagePreloaderContext, type ImagePreloader } from '../../ui-react/components/WalletImage/imagePreloader.js';
import { WalletportProvider } from '../../ui-react/provider/WalletportProvider.js';
import { modal, settle, shadowRootOf } from '../../ui-react/testing/shadow.js';
import { FakeChainAdapter } from '../fakes/chain-adapter.fake.js';
import { createClientFromPorts, createTestPorts, TEST_NETWORK } from '../fakes/create-test-client.js';
import { FakeEip1193Provider } from '../fakes/eip1193-provider.fake.js';
import { VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { walletConnectTestPorts } from '../fakes/walletconnect-client.fake.js';
import { allElements } from './all-elements.js';

beforeAll(async () => {
  await Promise.all([import('../../ui-react/views/Connect/Connect.js'), import('../../ui-react/views/ConnectingExternal/ConnectingExternal.js')]);
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  cleanup();
  document.body.innerHTML = '';
  delete (window as HostileWindow).__hostileWalletRan;
});

type HostileWindow = Window & { __hostileWalletRan?: unknown };

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const PAYLOAD_IMG = '<img src=x onerror="window.__hostileWalletRan=1">';
const PAYLOAD_SCRIPT = '<script>window.__hostileWalletRan=1</script>';
const TEN_KB = 'W'.repeat(10_000);
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__hostileWalletRan=1"><script>window.__hostileWalletRan=1</script></svg>';
const SCRIPTED_SVG_ICON = `data:image/svg+xml;base64,${btoa(SCRIPTED_SVG)}`;
const instantImages: ImagePreloader = { preload: async () => undefined, status: () => undefined };

/** Dispatches an announcement on the window, as a wallet extension (or any page script) does. */
function announce(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

/** An event whose `detail` getter throws: the event itself is hostile. */
function announceThrowingDetail(): void {
  const event = new Event('eip6963:announceProvider');
  Object.defineProperty(event, 'detail', {
    get() {
      throw new Error('detail getter');
    },
  });
  window.dispatchEvent(event);
}

function info(rdns: string, name: string, overrides: Record<string, unknown> = {}) {
  return { uuid: `uuid-${rdns}-${name.length}`, name, icon: ICON, rdns, ...overrides };
}

/** An object any read of which throws. */
const throwingProxy = () =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('proxy get');
      },
      has() {
        throw new Error('proxy has');
      },
      ownKeys() {
        throw new Error('proxy ownKeys');
      },
      getOwnPropertyDescriptor() {
        throw new Error('proxy descriptor');
      },
      getPrototypeOf() {
        throw new Error('proxy prototype');
      },
    },
  );

/** An object whose named fields throw when read. */
function throwingGetters(...keys: string[]): object {
  const target = {};
  for (const key of keys) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get() {
        throw new Error(`getter ${key}`);
      },
    });
  }
  return target;
}

/** A provider whose `request` does `answer` for every method (the good wallet's provider otherwise). */
function hostileProvider(answer: (method: string) => unknown, extra: Partial<Record<'on' | 'removeListener', unknown>> = {}): Eip1193Provider {
  return {
    request: ({ method }: { method: string }) => answer(method) as Promise<unknown>,
    on: () => undefined,
    removeListener: () => undefined,
    ...extra,
  } as unknown as Eip1193Provider;
}

async function setup() {
  const scheduler = new VirtualScheduler();
  const discovery = new Eip6963Discovery({ window: () => window });
  stops.push(() => discovery.stop());
  const ports = {
    ...createTestPorts({ scheduler, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]), ...walletConnectTestPorts(scheduler, [TEST_NETWORK]) }),
    connectorDiscovery: discovery,
  };
  const { client, core } = createClientFromPorts({ networks: [TEST_NETWORK] }, ports);
  render(
    <ImagePreloaderContext.Provider value={instantImages}>
      <WalletportProvider client={client} />
    </ImagePreloaderContext.Provider>,
  );
  await settle();
  const good = new FakeEip1193Provider({ accounts: [ACCOUNT], caipNetworkId: TEST_NETWORK.caipNetworkId });
  return { core, good };
}

type World = Awaited<ReturnType<typeof setup>>;

/** What a payload would have put on the page: script elements, event-handler attributes, remote images. */
function payloadTraces(): string[] {
  const traces: string[] = [];
  if ((window as HostileWindow).__hostileWalletRan !== undefined) traces.push('a payload ran');
  for (const element of allElements()) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'iframe' || tag === 'object' || tag === 'embed') traces.push(`<${tag}>`);
    for (const attribute of element.getAttributeNames()) {
      if (attribute.startsWith('on')) traces.push(`${tag}[${attribute}]`);
    }
    const src = element.getAttribute('src');
    if (src !== null && !/^data:image\//i.test(src)) traces.push(`${tag}[src]=${src.slice(0, 60)}`);
    if (element.getAttribute('href')?.toLowerCase().startsWith('javascript:')) traces.push(`${tag}[href]`);
  }
  return traces;
}

/** The modal's visible text. */
const modalText = () => shadowRootOf('modal').textContent ?? '';

async function openConnect(world: World): Promise<void> {
  act(() => world.core.modal.open({ view: 'Connect' }));
  await settle();
}

async function click(name: string | RegExp): Promise<void> {
  fireEvent.click(modal().getByRole('button', { name }));
  await settle();
}

/** Picks the wallet listed as `name` (exact) from the Connect view. */
async function pickWallet(name: string): Promise<void> {
  const row = modal()
    .getAllByRole('button')
    .find((button) => (button.textContent ?? '').includes(name));
  if (!row) throw new Error(`No wallet row for ${name.slice(0, 40)}`);
  fireEvent.click(row);
  await settle();
}

async function expectGoodWalletConnects(world: World): Promise<void> {
  announce({ info: info('com.good.wallet', 'Good Wallet'), provider: world.good });
  await settle();
  if (!world.core.modal.snapshot.open) await openConnect(world);
  if (world.core.router.snapshot.view !== 'Connect') {
    act(() => world.core.router.reset('Connect'));
    await settle();
  }
  await pickWallet('Good Wallet');
  await settle();
  expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  expect(world.core.connection.snapshot.namespaces.eip155?.address).toBe(ACCOUNT);
  expect(world.core.modal.snapshot.open).toBe(false);
}

describe('hostile announcements: text only, nothing runs, the list still works', () => {
  it('markup, scripts, huge names, hostile icons, duplicates and malformed details', async () => {
    const world = await setup();
    const provider = () => new FakeEip1193Provider({ accounts: [ACCOUNT], caipNetworkId: TEST_NETWORK.caipNetworkId });
    act(() => {
      // Markup in names: shown as text.
      // (This one never answers, so its connecting view stays on screen to be read.)
      announce({ info: info('com.markup.img', `${PAYLOAD_IMG} Img`), provider: hostileProvider(() => new Promise(() => undefined)) });
      announce({ info: info('com.markup.script', `${PAYLOAD_SCRIPT} Script`), provider: provider() });
      // Markup in rdns, a 10 kB name: dropped.
      announce({ info: info('<b>x</b>.evil', 'Rdns Markup'), provider: provider() });
      announce({ info: info(`com.${'x'.repeat(300)}`, 'Long Rdns'), provider: provider() });
      announce({ info: info('com.huge.name', TEN_KB), provider: provider() });
      // Icons: a remote one is not loaded (fallback glyph); javascript: drops; a scripted SVG stays an inert <img>.
      announce({ info: info('com.remote.icon', 'Remote Icon', { icon: 'https://tracker.example/pixel.png' }), provider: provider() });
      announce({ info: info('com.plain.http.icon', 'Http Icon', { icon: 'http://tracker.example/pixel.png' }), provider: provider() });
      announce({ info: info('com.js.icon', 'Js Icon', { icon: 'javascript:window.__hostileWalletRan=1' }), provider: provider() });
      announce({ info: info('com.svg.icon', 'Svg Icon', { icon: SCRIPTED_SVG_ICON }), provider: provider() });
      announce({ info: info('com.spaced.svg.icon', 'Spaced Svg', { icon: `data:image/svg+xml,${SCRIPTED_SVG}` }), provider: provider() });
      // The same rdns twice (another uuid): listed once.
      announce({ info: info('com.twice', 'Twice'), provider: provider() });
      announce({ info: { ...info('com.twice', 'Twice'), uuid: 'another-uuid' }, provider: provider() });
      // Malformed details: nothing listed, nothing thrown.
      for (const detail of [
        undefined,
        null,
        'wallet',
        42,
        [],
        {},
        { info: null, provider: provider() },
        { info: info('com.no.provider', 'No Provider') },
        { info: info('com.bad.provider', 'Bad Provider'), provider: {} },
        { info: info('com.string.request', 'String Request'), provider: { request: 'nope' } },
        { info: { uuid: 1, name: 2, icon: 3, rdns: 4 }, provider: provider() },
        { info: { name: 'Missing Fields' }, provider: provider() },
        { info: throwingGetters('uuid', 'name', 'icon', 'rdns'), provider: provider() },
        throwingGetters('info', 'provider'),
        { info: throwingProxy(), provider: provider() },
        { info: info('com.proxy.provider', 'Proxy Provider'), provider: throwingProxy() },
        throwingProxy(),
      ]) {
        announce(detail);
      }
      announceThrowingDetail();
    });
    await openConnect(world);

    expect(payloadTraces()).toEqual([]);
    const text = modalText();
    // Text only: the markup is readable as text, and no element came of it.
    expect(text).toContain(`${PAYLOAD_IMG} Img`);
    expect(text).toContain(`${PAYLOAD_SCRIPT} Script`);
    // Icons with white space or on plain http drop the announcement (eip6963-announcement.schema.ts).
    for (const dropped of ['Rdns Markup', 'Long Rdns', 'Js Icon', 'Http Icon', 'Spaced Svg', 'No Provider', 'Bad Provider', 'String Request', 'Missing Fields', 'Proxy Provider', TEN_KB.slice(0, 200)]) {
      expect(text, dropped.slice(0, 40)).not.toContain(dropped);
    }
    expect(text.split('Twice').length - 1).toBe(1);
    for (const listed of ['Remote Icon', 'Svg Icon']) expect(text).toContain(listed);
    // The scripted SVG is only ever an <img> source, which runs no script; the remote icon is not loaded.
    const sources = allElements().map((element) => element.getAttribute('src')).filter((src) => src !== null);
    expect(sources).toContain(SCRIPTED_SVG_ICON);
    expect(sources.filter((src) => src.includes('tracker.example'))).toEqual([]);

    // The list still works: a hostile-named wallet opens its view (name as text), Back returns to the list.
    await pickWallet(`${PAYLOAD_IMG} Img`);
    expect(world.core.router.snapshot.view).toBe('ConnectingExternal');
    expect(modalText()).toContain(`Continue in ${PAYLOAD_IMG} Img`);
    expect(payloadTraces()).toEqual([]);
    await click('Back');
    expect(world.core.router.snapshot.view).toBe('Connect');
    await expectGoodWalletConnects(world);
    expect(payloadTraces()).toEqual([]);
  });
});

/** Providers whose `request` misbehaves; each must end in an error view with Try again, never a crash. */
const BAD_PROVIDERS: readonly { name: string; provider: () => Eip1193Provider }[] = [
  {
    name: 'Throws Sync',
    provider: () =>
      hostileProvider(() => {
        throw new Error(`${PAYLOAD_IMG}${TEN_KB}`);
      }),
  },
  {
    name: 'Throws String',
    provider: () =>
      hostileProvider(() => {
        throw `${PAYLOAD_SCRIPT}${TEN_KB}`;
      }),
  },
  { name: 'Rejects Null', provider: () => hostileProvider(() => Promise.reject(null)) },
  { name: 'Rejects Undefined', provider: () => hostileProvider(() => Promise.reject(undefined)) },
  { name: 'Rejects Number', provider: () => hostileProvider(() => Promise.reject(42)) },
  { name: 'Rejects Long', provider: () => hostileProvider(() => Promise.reject({ code: -32000, message: `${PAYLOAD_IMG}${TEN_KB}` })) },
  { name: 'Rejects Long 4001', provider: () => hostileProvider(() => Promise.reject({ code: 4001, message: `${PAYLOAD_SCRIPT}${TEN_KB}` })) },
  { name: 'Rejects Getters', provider: () => hostileProvider(() => Promise.reject(throwingGetters('code', 'message', 'data', 'name', 'stack', 'cause'))) },
  { name: 'Rejects Proxy', provider: () => hostileProvider(() => Promise.reject(throwingProxy())) },
  {
    name: 'Garbage Accounts',
    provider: () => hostileProvider((method) => Promise.resolve(method === 'eth_chainId' ? '0x7a69' : ['not-an-address', `${PAYLOAD_IMG}`, {}])),
  },
  { name: 'Accounts Proxy', provider: () => hostileProvider((method) => Promise.resolve(method === 'eth_chainId' ? '0x7a69' : throwingProxy())) },
  { name: 'Accounts String', provider: () => hostileProvider((method) => Promise.resolve(method === 'eth_chainId' ? '0x7a69' : TEN_KB)) },
  { name: 'Garbage Chain', provider: () => hostileProvider((method) => Promise.resolve(method === 'eth_chainId' ? `0x${TEN_KB}` : [ACCOUNT])) },
  { name: 'Chain Object', provider: () => hostileProvider((method) => Promise.resolve(method === 'eth_chainId' ? throwingGetters('toString', 'valueOf') : [ACCOUNT])) },
  {
    name: 'On Throws',
    provider: () =>
      hostileProvider(
        () => Promise.reject({ code: 4001, message: 'User rejected the request.' }),
        {
          on: () => {
            throw new Error('on');
          },
          removeListener: () => {
            throw new Error('removeListener');
          },
        },
      ),
  },
];

describe('hostile providers: the modal recovers, a good wallet still connects', () => {
  it('throwing, rejecting with garbage and answering garbage: an error with Try again, text clamped', async () => {
    const world = await setup();
    act(() => {
      for (const [index, bad] of BAD_PROVIDERS.entries()) announce({ info: info(`com.bad.wallet${index}`, bad.name), provider: bad.provider() });
    });
    await openConnect(world);
    for (const bad of BAD_PROVIDERS) {
      await pickWallet(bad.name);
      expect(world.core.router.snapshot.view, bad.name).toBe('ConnectingExternal');
      expect(world.core.connectAttempt.snapshot.status, bad.name).toMatch(/^(rejected|failed)$/);
      const alert = shadowRootOf('modal').querySelector('.wp-connecting-copy[role="alert"]')!;
      expect(alert.textContent!.length, bad.name).toBeLessThanOrEqual(3 * WALLET_TEXT_MAX_LENGTH);
      expect(payloadTraces(), bad.name).toEqual([]);
      // Try again asks again, and ends the same way.
      await click('Try again');
      expect(world.core.connectAttempt.snapshot.status, bad.name).toMatch(/^(rejected|failed)$/);
      expect(world.core.connection.snapshot.namespaces.eip155?.status ?? 'disconnected', bad.name).not.toBe('connecting');
      await click('Back');
      expect(world.core.router.snapshot.view, bad.name).toBe('Connect');
    }
    expect(payloadTraces()).toEqual([]);
    await expectGoodWalletConnects(world);
  }, 20_000);

  it('a wallet that never answers: connecting until Back, then the good wallet connects', async () => {
    const world = await setup();
    act(() => announce({ info: info('com.silent.wallet', 'Silent Wallet'), provider: hostileProvider(() => new Promise(() => undefined)) }));
    await openConnect(world);
    await pickWallet('Silent Wallet');
    expect(world.core.connectAttempt.snapshot.status).toBe('connecting');
    expect(modalText()).toContain('Continue in Silent Wallet');
    await click('Back');
    expect(world.core.router.snapshot.view).toBe('Connect');
    expect(world.core.connection.snapshot.namespaces.eip155?.status ?? 'disconnected').not.toBe('connecting');
    await expectGoodWalletConnects(world);
  });

  it('a wallet whose `on` and `removeListener` throw but that answers: it connects, and disconnects', async () => {
    const world = await setup();
    const answering = new FakeEip1193Provider({ accounts: [ACCOUNT], caipNetworkId: TEST_NETWORK.caipNetworkId });
    const provider = hostileProvider((method) => answering.request({ method }), {
      on: () => {
        throw new Error('on');
      },
      removeListener: () => {
        throw new Error('removeListener');
      },
    });
    act(() => announce({ info: info('com.deaf.wallet', 'Deaf Wallet'), provider }));
    await openConnect(world);
    await pickWallet('Deaf Wallet');
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    await act(() => world.core.connection.disconnect());
    await settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.status ?? 'disconnected').toBe('disconnected');
    await expectGoodWalletConnects(world);
  });
});
