import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiwxSession } from '../../actions/getSiwxSession.js';
import { watchSiwxSession } from '../../actions/watchSiwxSession.js';
import { createClient } from '../../client/walletport-client.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import { TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { FakeSiwx } from '../../tests/fakes/siwx.fake.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { connectWallet, TEST_ADDRESS } from '../views/Account/testing/world.js';
import { VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { FakeChainAdapter } from '../../tests/fakes/chain-adapter.fake.js';
import { hookWorld } from './testing/hook-world.js';
import { useWalletportSiwx } from './useWalletportSiwx.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A page with sign-in and a chain adapter that can sign, the test wallet not yet connected. */
function siwxWorld({ required = false }: { required?: boolean } = {}) {
  const siwx = new FakeSiwx({ required });
  const scheduler = new VirtualScheduler();
  const world = hookWorld({ options: { siwx }, ports: { scheduler, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]) } });
  return { ...world, siwx };
}

/** Connects the wallet and lets the use case check for a session and open its view. */
async function connect({ core, ports, wallet }: ReturnType<typeof siwxWorld>) {
  await act(async () => {
    await connectWallet(core, ports.connectorDiscovery, wallet);
    await ports.scheduler.advanceAsync(0);
  });
}

describe('useWalletportSiwx', () => {
  it("is 'disabled' on a page without sign-in", () => {
    const { wrapper } = hookWorld();
    const { result } = renderHook(() => useWalletportSiwx(), { wrapper });
    expect(result.current).toMatchObject({ status: 'disabled', session: undefined, required: false, isSignedIn: false });
  });

  it("is 'loading' until the core has loaded on a page with sign-in, then follows the use case", async () => {
    let deliver: ((core: WalletportCore) => void) | undefined;
    const client = createClient({ projectId: 'p', networks: [TEST_NETWORK], siwx: new FakeSiwx() }, () => new Promise((resolve) => (deliver = resolve)));
    const wrapper = ({ children }: { children?: ReactNode }) => <WalletportProvider client={client}>{children}</WalletportProvider>;
    const { result } = renderHook(() => useWalletportSiwx(), { wrapper });
    expect(result.current.status).toBe('loading');
    // Without sign-in the answer is known at once, core or not.
    const plain = createClient({ projectId: 'p', networks: [TEST_NETWORK] }, () => new Promise(() => undefined));
    expect(getSiwxSession(plain).status).toBe('disabled');
    const { core } = siwxWorld();
    // The provider starts the client, which asks for the core after the next paint.
    await vi.waitFor(() => expect(deliver).toBeDefined());
    await act(async () => {
      deliver?.(core);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.status).toBe('idle');
  });

  it('signs in the current account, keeps the session, and signs out', async () => {
    const world = siwxWorld();
    const { result } = renderHook(() => useWalletportSiwx(), { wrapper: world.wrapper });
    const before = result.current;
    await connect(world);
    expect(result.current.status).toBe('prompting');
    await act(() => result.current.signIn());
    expect(result.current).toMatchObject({ status: 'signed-in', isSignedIn: true, required: false });
    expect(result.current.session?.data.accountAddress.toLowerCase()).toBe(TEST_ADDRESS.toLowerCase());
    expect(result.current.session).toBe(world.siwx.sessions[0]);
    expect(result.current.signIn).toBe(before.signIn);
    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ status: 'signed-out', session: undefined, isSignedIn: false });
    expect(world.siwx.sessions).toEqual([]);
  });

  it('says when sign-in is required, and signing out then disconnects', async () => {
    const world = siwxWorld({ required: true });
    const { result } = renderHook(() => useWalletportSiwx(), { wrapper: world.wrapper });
    await connect(world);
    expect(result.current.required).toBe(true);
    await act(() => result.current.signIn());
    await act(() => result.current.signOut());
    expect(result.current.status).toBe('idle');
    expect(Object.values(world.core.connection.snapshot.namespaces).every((entry) => entry?.status === 'disconnected')).toBe(true);
  });

  it('rejects signIn on a page without sign-in', async () => {
    const { wrapper } = hookWorld();
    const { result } = renderHook(() => useWalletportSiwx(), { wrapper });
    await expect(result.current.signIn()).rejects.toMatchObject({ code: 'SIWX_NOT_ENABLED' });
  });

  it('keeps the same answer until something changed, and watchSiwxSession reports each change', async () => {
    const world = siwxWorld();
    const seen: string[] = [];
    const stop = watchSiwxSession(world.client, { onChange: (next) => seen.push(next.status) });
    expect(getSiwxSession(world.client)).toBe(getSiwxSession(world.client));
    await connect(world);
    await act(() => world.core.siwx!.signIn());
    stop();
    expect(seen).toEqual(['checking', 'prompting', 'signing', 'signed-in']);
  });
});
