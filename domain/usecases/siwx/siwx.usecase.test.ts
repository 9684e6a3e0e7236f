import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../entities/network/chains/walletportDevnets.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { FakeSiwx } from '../../../tests/fakes/siwx.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { SiwxUseCase } from './siwx.usecase.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { ADDRESS, CHAIN_A, CHAIN_B, CHAIN_C, siwxWorld } from './testing/siwxWorld.js';

describe('SiwxUseCase: asking for a sign-in', () => {
  it('opens SIWXSignMessage after a connect when the account has no session, and signing stores it and closes', async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    expect(world.useCase.snapshot).toMatchObject({ status: 'prompting', required: true, caipAddress: `${CHAIN_A}:${ADDRESS}` });
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.view()).toBe('SIWXSignMessage');

    await world.useCase.signIn();
    await world.settle();
    expect(world.chainAdapter.signedMessages).toHaveLength(1);
    expect(world.chainAdapter.signedMessages[0]?.message).toContain(`Chain ID: ${CHAIN_A}`);
    expect(world.siwx.sessions).toHaveLength(1);
    expect(world.siwx.sessions[0]).toMatchObject({ data: { accountAddress: ADDRESS, chainId: CHAIN_A }, message: world.chainAdapter.signedMessages[0]?.message });
    expect(world.useCase.snapshot).toMatchObject({ status: 'signed-in', error: undefined });
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('asks nothing when a valid session exists (a reload with a session)', async () => {
    const world = siwxWorld({ required: true });
    await world.siwx.addSession(await signedSession(world, CHAIN_A));
    await world.connect();
    expect(world.useCase.snapshot.status).toBe('signed-in');
    expect(world.view()).not.toBe('SIWXSignMessage');
    expect(world.chainAdapter.signedMessages).toHaveLength(0);
  });

  it('asks again when the stored session expired', async () => {
    const world = siwxWorld({ required: true, ttlMs: 60_000 });
    await world.siwx.addSession(await signedSession(world, CHAIN_A));
    world.scheduler.advance(60_000);
    await world.connect();
    expect(world.useCase.snapshot.status).toBe('prompting');
  });

  it('blocks closing while a required sign-in waits on the sign view, and allows it once signed in', async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    expect(world.core.close()).toBe(false);
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.core.modal.snapshot.shake).toBe(true);
    await world.useCase.signIn();
    await world.settle();
    world.core.open();
    expect(world.core.close()).toBe(true);
  });

  it('lets an optional sign-in be dismissed: connected, signed out, not asked again for the same account', async () => {
    const world = siwxWorld({ required: false });
    await world.connect();
    expect(world.core.close()).toBe(true);
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('signed-out');
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('does not ask on a network the page did not configure', async () => {
    const world = siwxWorld({ required: true });
    await world.siwx.addSession(await signedSession(world, CHAIN_A));
    await world.connect();
    world.wallet.emitChainChanged(CHAIN_C);
    await world.settle();
    expect(world.core.network.snapshot.isUnsupportedChain).toBe(true);
    expect(world.useCase.snapshot.status).toBe('idle');
    expect(world.view()).not.toBe('SIWXSignMessage');
  });

  it('asks again on a switch to a configured network without a session', async () => {
    const world = siwxWorld({ required: true });
    await world.siwx.addSession(await signedSession(world, CHAIN_A));
    await world.connect();
    world.wallet.emitChainChanged(CHAIN_B);
    await world.settle();
    expect(world.useCase.snapshot).toMatchObject({ status: 'prompting', caipNetworkId: CHAIN_B });
    expect(world.view()).toBe('SIWXSignMessage');
  });
});

describe('SiwxUseCase: failures', () => {
  it("shows 'Signature declined' when the wallet refuses, keeps the view, and a retry signs in", async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    world.chainAdapter.failSignWith = userRejectedError();
    await world.useCase.signIn();
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('prompting');
    expect(isWalletportError(world.useCase.snapshot.error, 'SIGNATURE_DECLINED')).toBe(true);
    expect(world.useCase.snapshot.error?.shortMessage).toBe('Signature declined');
    expect(world.view()).toBe('SIWXSignMessage');
    expect(world.siwx.sessions).toHaveLength(0);

    world.chainAdapter.failSignWith = undefined;
    await world.useCase.signIn();
    await world.settle();
    expect(world.useCase.snapshot).toMatchObject({ status: 'signed-in', error: undefined });
  });

  it("reports a session the configuration refuses as 'Signature declined', storing nothing", async () => {
    const world = siwxWorld({ required: true, verify: () => false });
    await world.connect();
    await world.useCase.signIn();
    await world.settle();
    expect(world.useCase.snapshot.error?.shortMessage).toBe('Signature declined');
    expect(world.siwx.sessions).toHaveLength(0);
  });

  it("disconnects and resets the view with 'A problem occurred while trying initialize authentication' when no message can be made", async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    world.siwx.failNext('createMessage');
    await world.useCase.signIn();
    await world.settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.status ?? 'disconnected').toBe('disconnected');
    expect(world.core.toasts.snapshot).toMatchObject({ variant: 'error', message: 'A problem occurred while trying initialize authentication' });
    expect(world.view()).toBe('Connect');
  });

  it('a sign-in started before the session check answered is not undone by it (no second signature)', async () => {
    const world = siwxWorld({ required: true });
    const release = world.siwx.hold('getSessions');
    world.core.open();
    await world.core.connection.connect({ connectorId: world.wallet.info.id });
    const signing = world.useCase.signIn();
    release();
    await signing;
    await world.settle();
    expect(world.siwx.calls.createMessage).toHaveLength(1);
    expect(world.useCase.snapshot.status).toBe('signed-in');
  });

  it('throws the preconditions in order', async () => {
    const world = siwxWorld({ required: true });
    const error = await world.useCase.signIn().catch((failure: unknown) => failure);
    expect(isWalletportError(error, 'NO_ACTIVE_CAIP_ADDRESS')).toBe(true);
    expect((error as { shortMessage: string }).shortMessage).toBe('No ActiveCaipAddress found');
  });
});

describe('SiwxUseCase: cancel and disconnect', () => {
  it('cancel of a required sign-in with no earlier session disconnects and closes', async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    await world.useCase.cancel();
    await world.settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.status ?? 'disconnected').toBe('disconnected');
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('cancel of a required sign-in goes back to the last signed-in network', async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    await world.useCase.signIn();
    await world.settle();
    await world.core.network.switchNetwork(CHAIN_B, { ignoreConfirmation: true });
    await world.settle();
    expect(world.useCase.snapshot).toMatchObject({ status: 'prompting', caipNetworkId: CHAIN_B });

    await world.useCase.cancel();
    await world.settle();
    expect(world.core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(CHAIN_A);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.useCase.snapshot.status).toBe('signed-in');
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('cancel of an optional sign-in keeps the connection', async () => {
    const world = siwxWorld({ required: false });
    await world.connect();
    await world.useCase.cancel();
    await world.settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.useCase.snapshot.status).toBe('signed-out');
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('signs out on disconnect, unless signOutOnDisconnect is false', async () => {
    for (const signOutOnDisconnect of [true, false]) {
      const world = siwxWorld({ required: true, signOutOnDisconnect });
      await world.connect();
      await world.useCase.signIn();
      await world.settle();
      await world.core.connection.disconnect();
      await world.settle();
      expect(world.siwx.sessions).toHaveLength(signOutOnDisconnect ? 0 : 1);
    }
  });

  it('a late signature after the account moved on changes nothing', async () => {
    const world = siwxWorld({ required: false });
    await world.connect();
    const release = world.siwx.hold('addSession');
    const signing = world.useCase.signIn();
    await world.settle();
    world.wallet.emitChainChanged(CHAIN_B);
    await world.settle();
    release();
    await signing;
    await world.settle();
    expect(world.useCase.snapshot).toMatchObject({ status: 'prompting', caipNetworkId: CHAIN_B });
  });

  it('records the sign-in events', async () => {
    const world = siwxWorld({ required: true });
    await world.connect();
    world.chainAdapter.failSignWith = userRejectedError();
    await world.useCase.signIn();
    world.chainAdapter.failSignWith = undefined;
    await world.useCase.signIn();
    await world.core.network.switchNetwork(CHAIN_B, { ignoreConfirmation: true });
    await world.settle();
    await world.useCase.cancel();
    await world.settle();
    const names = world.core.events.snapshot.history.map((entry) => ('event' in entry ? entry.event : undefined));
    expect(names).toEqual(expect.arrayContaining(['SIWX_AUTH_ERROR', 'SIWX_AUTH_SUCCESS', 'CLICK_CANCEL_SIWX']));
  });
});

async function signedSession(world: ReturnType<typeof siwxWorld>, chainId: string) {
  const message = await world.siwx.createMessage({ accountAddress: ADDRESS, chainId });
  const { toString: _text, ...data } = message;
  return { data, message: message.toString(), signature: '0xsigned' };
}

describe('SiwxUseCase: smart accounts', () => {
  it("says 'This application might not support Smart Accounts' when the embedded wallet's smart account fails to sign in", async () => {
    const connectionState = {
      activeNamespace: 'eip155' as const,
      namespaces: {
        eip155: {
          namespace: 'eip155' as const,
          status: 'connected' as const,
          connectorId: 'ID_AUTH',
          address: ADDRESS,
          caipAddress: `${CHAIN_A}:${ADDRESS}`,
          allAccounts: [{ address: ADDRESS, type: 'smartAccount' as const }],
          caipNetworkId: CHAIN_A,
        },
      },
      connectingConnectorId: undefined,
      recentWallets: [],
    };
    const errors: unknown[] = [];
    const scheduler = new VirtualScheduler();
    const useCase = new SiwxUseCase({
      siwx: new FakeSiwx({ required: true }),
      connection: { snapshot: connectionState, state$: new BehaviorSubject(connectionState), disconnect: async () => {}, getProvider: async () => ({ request: async () => '0x' }) as never },
      network: { snapshot: { activeCaipNetwork: walletportDevnetA, isUnsupportedChain: false, networks: [walletportDevnetA] }, state$: new BehaviorSubject({}), switchNetwork: async () => {} },
      chainAdapters: new Map([['eip155', { signMessage: async () => Promise.reject(new Error('AA23 reverted')) }]]),
      router: { snapshot: { view: 'SIWXSignMessage' }, reset: () => {} },
      modal: { snapshot: { open: true }, open: () => {}, close: () => true, addCloseGuard: () => () => {}, onClosed: () => () => {} },
      toasts: { showError: (error) => errors.push(error) },
      scheduler,
      events: { emit: () => {} },
      logger: new RecordingLogger(),
    });
    useCase.start();
    await useCase.signIn();
    expect(useCase.snapshot.error?.shortMessage).toBe('This application might not support Smart Accounts');
    // The view is on screen and shows the error: no toast on top of it.
    expect(errors).toHaveLength(0);
  });
});
