/**
 * Sign-in on Solana (issue 28; SPEC.md section 9, "Auth-supported namespaces: eip155 and solana"): a Solana
 * account on a configured Solana network is asked to sign in like an EVM one, signs through the solana chain
 * adapter, and its session is its own: a session on eip155 does not count for solana, nor the reverse.
 */
import { describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../entities/network/chains/walletportDevnets.js';
import { solanaDevnet } from '../../entities/network/chains/solana.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { FakeSiwx } from '../../../tests/fakes/siwx.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const SOLANA_CHAIN = solanaDevnet.caipNetworkId;

function world(options: { networks?: 'solana' | 'both'; required?: boolean; namespaces?: readonly string[] } = {}) {
  const scheduler = new VirtualScheduler();
  const siwx = new FakeSiwx({ now: () => scheduler.now(), required: options.required ?? true });
  if (options.namespaces) Object.assign(siwx, { namespaces: options.namespaces });
  const solanaWallet = new MockConnector({
    info: { id: 'solana-wallet', name: 'Solana Wallet', type: 'ANNOUNCED', chain: 'solana', info: {} },
    accounts: [SOLANA_ADDRESS],
    caipNetworkId: SOLANA_CHAIN,
  });
  const evmWallet = new MockConnector({
    info: { id: 'evm-wallet', name: 'EVM Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.walletport.test' } },
    accounts: [EVM_ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
  });
  const solanaAdapter = new FakeChainAdapter(scheduler, { namespace: 'solana' });
  const evmAdapter = new FakeChainAdapter(scheduler);
  const networks = options.networks === 'both' ? [walletportDevnetA, solanaDevnet] : [solanaDevnet];
  const test = createTestClient(
    { networks, siwx },
    {
      scheduler,
      chainAdapters: new Map([
        ['eip155', evmAdapter],
        ['solana', solanaAdapter],
      ]),
    },
  );
  test.ports.connectorDiscovery.announce(solanaWallet);
  test.ports.connectorDiscovery.announce(evmWallet);
  test.client.start();
  const settle = async () => {
    await flushMicrotasks();
    await scheduler.advanceAsync(0);
    await flushMicrotasks();
  };
  const siwxUseCase = test.core.siwx;
  if (!siwxUseCase) throw new Error('the test client has no sign-in use case');
  return { ...test, scheduler, siwx, solanaWallet, evmWallet, solanaAdapter, evmAdapter, useCase: siwxUseCase, settle };
}

describe('SiwxUseCase on Solana', () => {
  it('asks a connected Solana account to sign in, signs through the solana chain adapter and keeps a solana session', async () => {
    const w = world();
    w.core.open();
    await w.core.connection.connect({ connectorId: w.solanaWallet.info.id });
    await w.settle();
    expect(w.useCase.snapshot).toMatchObject({ status: 'prompting', caipAddress: `${SOLANA_CHAIN}:${SOLANA_ADDRESS}`, caipNetworkId: SOLANA_CHAIN });
    expect(w.core.router.snapshot.view).toBe('SIWXSignMessage');

    await w.useCase.signIn();
    await w.settle();
    expect(w.evmAdapter.signedMessages).toHaveLength(0);
    expect(w.solanaAdapter.signedMessages).toEqual([expect.objectContaining({ address: SOLANA_ADDRESS })]);
    expect(w.siwx.sessions).toEqual([expect.objectContaining({ data: expect.objectContaining({ accountAddress: SOLANA_ADDRESS, chainId: SOLANA_CHAIN }) })]);
    expect(w.useCase.snapshot.status).toBe('signed-in');
    expect(w.core.modal.snapshot.open).toBe(false);
  });

  it('never asks a Solana account through a configuration that signs in on eip155 only (the older siweConfig)', async () => {
    const w = world({ namespaces: ['eip155'] });
    w.core.open();
    await w.core.connection.connect({ connectorId: w.solanaWallet.info.id });
    await w.settle();
    expect(w.core.connection.snapshot.namespaces.solana?.status).toBe('connected');
    expect(w.useCase.snapshot.status).toBe('idle');
    expect(w.core.router.snapshot.view).not.toBe('SIWXSignMessage');
    expect(w.siwx.calls.getSessions).toEqual([]);
  });

  it('keeps the base58 address as written: the same key in another case is another account', async () => {
    const w = world();
    const message = await w.siwx.createMessage({ accountAddress: SOLANA_ADDRESS.toLowerCase(), chainId: SOLANA_CHAIN });
    const { toString: _text, ...data } = message;
    await w.siwx.addSession({ data, message: message.toString(), signature: 'signed' });
    await w.core.connection.connect({ connectorId: w.solanaWallet.info.id });
    await w.settle();
    expect(w.useCase.snapshot.status).toBe('prompting');
  });

  it('a session per namespace: signed in on eip155, the Solana account is still asked, and the reverse', async () => {
    const w = world({ networks: 'both' });
    await w.core.connection.connect({ connectorId: w.evmWallet.info.id });
    await w.settle();
    expect(w.useCase.snapshot).toMatchObject({ status: 'prompting', caipNetworkId: walletportDevnetA.caipNetworkId });
    await w.useCase.signIn();
    await w.settle();
    expect(w.useCase.snapshot.status).toBe('signed-in');

    await w.core.connection.connect({ connectorId: w.solanaWallet.info.id });
    w.core.network.setActiveNetwork(solanaDevnet);
    await w.settle();
    expect(w.core.connection.snapshot.activeNamespace).toBe('solana');
    expect(w.useCase.snapshot).toMatchObject({ status: 'prompting', caipNetworkId: SOLANA_CHAIN });
    await w.useCase.signIn();
    await w.settle();
    expect(w.useCase.snapshot.status).toBe('signed-in');
    expect(w.siwx.sessions.map((session) => session.data.chainId)).toEqual([walletportDevnetA.caipNetworkId, SOLANA_CHAIN]);

    // Back on eip155: its own session still holds, nothing is asked.
    w.core.connection.setActiveNamespace('eip155');
    w.core.network.setActiveNetwork(walletportDevnetA);
    await w.settle();
    expect(w.useCase.snapshot).toMatchObject({ status: 'signed-in', caipNetworkId: walletportDevnetA.caipNetworkId });
    expect(w.evmAdapter.signedMessages).toHaveLength(1);
  });

  it('disconnecting the Solana wallet signs out of solana only: the eip155 session stays, and the reverse', async () => {
    const w = world({ networks: 'both' });
    await w.core.connection.connect({ connectorId: w.evmWallet.info.id });
    await w.settle();
    await w.useCase.signIn();
    await w.settle();
    await w.core.connection.connect({ connectorId: w.solanaWallet.info.id });
    w.core.network.setActiveNetwork(solanaDevnet);
    await w.settle();
    await w.useCase.signIn();
    await w.settle();
    expect(w.siwx.sessions).toHaveLength(2);

    await w.core.connection.disconnect('solana');
    await w.settle();
    expect(w.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(w.siwx.calls.revokeSession).toEqual([[SOLANA_CHAIN, SOLANA_ADDRESS]]);
    expect(w.siwx.sessions.map((session) => session.data.chainId)).toEqual([walletportDevnetA.caipNetworkId]);
    expect(w.siwx.calls.setSessions).toEqual([]);

    // The last wallet gone: everything is signed out, as before.
    await w.core.connection.disconnect('eip155');
    await w.settle();
    expect(w.siwx.calls.setSessions).toEqual([[[]]]);
    expect(w.siwx.sessions).toEqual([]);
  });
});
