// The stored login's check at start, over the fake frame: forgotten when signed out, asked once more when the
// frame was out of reach, and the connection's reconnect run again when it gave up on a slow frame.
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { FakeEmbeddedWalletFrame } from '../../../../tests/fakes/embedded-wallet-frame.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import type { ConnectionState, NamespaceConnection } from '../../connection/index.js';
import { checkStoredLogin } from './checkStoredLogin.js';

function stateOf(status: NamespaceConnection['status'] | undefined): ConnectionState {
  const eip155: NamespaceConnection | undefined = status && {
    namespace: 'eip155', status, connectorId: status === 'disconnected' ? undefined : 'ID_AUTH',
    address: undefined, caipAddress: undefined, allAccounts: [], caipNetworkId: undefined,
  };
  return { activeNamespace: 'eip155', namespaces: eip155 ? { eip155 } : {}, connectingConnectorId: undefined, recentWallets: [] };
}

function world(status: NamespaceConnection['status']) {
  const frame = new FakeEmbeddedWalletFrame();
  const state$ = new BehaviorSubject(stateOf(status));
  const reconnect = vi.fn(async () => undefined);
  const forgetLogin = vi.fn();
  const prepare = vi.fn(() => frame.ready());
  const logger = new RecordingLogger();
  const run = () => checkStoredLogin({ prepare, frame, sessionToken: () => 'token-1', connection: { state$, reconnect }, forgetLogin, logger });
  return { frame, state$, reconnect, forgetLogin, prepare, logger, run };
}

describe('checkStoredLogin', () => {
  it('runs the reconnect again when it gave up before the slow frame said the login is signed in', async () => {
    const { frame, state$, reconnect, forgetLogin, run } = world('connecting');
    frame.respond('IS_CONNECTED', { isConnected: true });
    const done = run();
    await flushMicrotasks();
    // Still restoring: nothing to do yet.
    expect(reconnect).not.toHaveBeenCalled();
    // RECONNECT_TIMEOUT_MS passed while the frame loaded: the reconnect gave up, keeping the stored session.
    state$.next(stateOf('disconnected'));
    await done;
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(forgetLogin).not.toHaveBeenCalled();
    expect(frame.requestsOf('IS_CONNECTED').map((request) => request.payload)).toEqual([{ token: 'token-1' }]);
  });

  it('leaves a restored connection alone', async () => {
    const { frame, state$, reconnect, run } = world('connecting');
    frame.respond('IS_CONNECTED', { isConnected: true });
    const done = run();
    state$.next(stateOf('connected'));
    await done;
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('forgets a login the secure site no longer holds, and restores nothing', async () => {
    const { frame, reconnect, forgetLogin, run } = world('disconnected');
    frame.respond('IS_CONNECTED', { isConnected: false });
    await run();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('asks once more when the frame did not load in time, then reconnects', async () => {
    const { frame, reconnect, forgetLogin, prepare, run } = world('disconnected');
    const failures = [walletportError('IFRAME_LOAD_FAILED')];
    prepare.mockImplementation(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
    });
    frame.respond('IS_CONNECTED', { isConnected: true });
    await run();
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(forgetLogin).not.toHaveBeenCalled();
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('keeps the login, and only logs, when the frame cannot say', async () => {
    const { frame, reconnect, forgetLogin, logger, run } = world('disconnected');
    frame.fail('IS_CONNECTED', 'Something went wrong');
    await run();
    expect(frame.requestsOf('IS_CONNECTED')).toHaveLength(1);
    expect(forgetLogin).not.toHaveBeenCalled();
    expect(reconnect).not.toHaveBeenCalled();
    expect(logger.messages('debug')).toContain('Could not check the stored embedded-wallet login');
  });

  it('waits for the solana namespace too, and runs the reconnect again when its restore gave up', async () => {
    const { frame, state$, reconnect, run } = world('connected');
    frame.respond('IS_CONNECTED', { isConnected: true });
    const solanaEntry = (status: NamespaceConnection['status']): NamespaceConnection => ({
      namespace: 'solana', status, connectorId: 'ID_AUTH_SOLANA', address: undefined, caipAddress: undefined, allAccounts: [], caipNetworkId: undefined,
    });
    state$.next({ ...stateOf('connected'), namespaces: { ...stateOf('connected').namespaces, solana: solanaEntry('connecting') } });
    const done = run();
    await flushMicrotasks();
    expect(reconnect).not.toHaveBeenCalled();
    state$.next({ ...stateOf('connected'), namespaces: { ...stateOf('connected').namespaces, solana: solanaEntry('disconnected') } });
    await done;
    expect(reconnect).toHaveBeenCalledTimes(1);
  });
});
