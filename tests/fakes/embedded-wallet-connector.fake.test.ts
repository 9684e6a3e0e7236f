/** The embedded connector fake answers from its frame and keeps unsafe requests pending until settled. */
import { describe, expect, it } from 'vitest';
import type { ApprovalEvent } from '../../ports/embedded-wallet.port.js';
import { createTestClient } from './create-test-client.js';
import { EMBEDDED_TEST_USER, FakeEmbeddedWalletConnector } from './embedded-wallet-connector.fake.js';
import { FakeEmbeddedWalletFrame } from './embedded-wallet-frame.fake.js';
import { flushMicrotasks } from './virtual-scheduler.fake.js';

describe('FakeEmbeddedWalletConnector', () => {
  it("connects with the frame's GET_USER (on the requested chain) and signs out on disconnect", async () => {
    const connector = new FakeEmbeddedWalletConnector();
    expect(connector.info).toMatchObject({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' });
    expect(connector.user()).toBeUndefined();
    await expect(connector.connect({ caipNetworkId: 'eip155:31338' })).resolves.toEqual({
      accounts: [EMBEDDED_TEST_USER.address],
      caipNetworkId: 'eip155:31338',
    });
    expect(connector.frame.requestsOf('GET_USER')[0]?.payload).toEqual({ chainId: 31338 });
    expect(connector.user()).toMatchObject({ email: 'ada@example.com', chainId: 31338 });
    await connector.disconnect();
    expect(connector.user()).toBeUndefined();
    expect(connector.frame.requestsOf('SIGN_OUT')).toHaveLength(1);
  });

  it('says what the acting account can do as the secure site does: atomic batches and sponsorship for the smart account, nothing for the EOA', async () => {
    const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const user = { ...EMBEDDED_TEST_USER, address: smart, preferredAccountType: 'smartAccount' as const, accounts: [{ address: EMBEDDED_TEST_USER.address, type: 'eoa' as const }, { address: smart, type: 'smartAccount' as const }] };
    const capabilities = { atomic: { status: 'supported' }, paymasterService: { supported: true } };
    const connector = new FakeEmbeddedWalletConnector({ user });
    await expect(connector.readCapabilities({ address: smart, caipNetworkId: 'eip155:31337' })).resolves.toBeUndefined(); // not connected
    await expect(connector.connect()).resolves.toEqual({ accounts: [smart], caipNetworkId: 'eip155:31337', capabilities });
    await expect(connector.readCapabilities({ address: smart, caipNetworkId: 'eip155:31337' })).resolves.toEqual(capabilities);
    await expect(connector.readCapabilities({ address: EMBEDDED_TEST_USER.address, caipNetworkId: 'eip155:31337' })).resolves.toBeUndefined();
  });

  it("is authorised when the frame's IS_CONNECTED says so, and then hands out the user's account", async () => {
    const frame = new FakeEmbeddedWalletFrame();
    const connector = new FakeEmbeddedWalletConnector({ frame });
    expect(await connector.isAuthorized()).toBe(false);
    expect(await connector.getAccounts()).toEqual([]);
    frame.respond('IS_CONNECTED', { isConnected: true });
    expect(await connector.isAuthorized()).toBe(true);
    expect(await connector.getAccounts()).toEqual([EMBEDDED_TEST_USER.address]);
    expect(await connector.getCaipNetworkId()).toBe('eip155:31337');
  });

  it('keeps unsafe requests pending until approved, rejected or aborted, and tells its followers', async () => {
    const connector = new FakeEmbeddedWalletConnector();
    await connector.connect();
    const provider = await connector.getProvider();
    const events: ApprovalEvent[] = [];
    connector.subscribeApprovals((event) => events.push(event));

    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EMBEDDED_TEST_USER.address]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const signed = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EMBEDDED_TEST_USER.address] });
    const rejected = provider.request({ method: 'eth_sendTransaction', params: [{}] }).catch((error: unknown) => error);
    const aborted = provider.request({ method: 'eth_signTypedData_v4', params: [] }).catch((error: unknown) => error);
    expect(connector.pendingApprovals()).toEqual([
      { id: 'approval-1', method: 'personal_sign' },
      { id: 'approval-2', method: 'eth_sendTransaction' },
      { id: 'approval-3', method: 'eth_signTypedData_v4' },
    ]);

    connector.approve('0xsigned');
    await expect(signed).resolves.toBe('0xsigned');
    connector.reject('approval-2');
    expect(await rejected).toEqual({ code: 4001, message: 'User rejected the request.' });
    connector.abortPendingApprovals();
    expect(await aborted).toEqual({ code: 4001, message: 'Request was aborted' });
    expect(connector.pendingApprovals()).toEqual([]);
    expect(connector.frame.requestsOf('RPC_ABORT')).toHaveLength(1);
    expect(events.map((event) => (event.type === 'approval-settled' ? event.outcome : event.type))).toEqual([
      'approval-requested',
      'approval-requested',
      'approval-requested',
      'approved',
      'rejected',
      'aborted',
    ]);
  });

  it('sends other read-only requests to the frame', async () => {
    const connector = new FakeEmbeddedWalletConnector();
    connector.frame.respond('RPC_REQUEST', '0x10');
    const provider = await connector.getProvider();
    expect(await provider.request({ method: 'eth_getBalance', params: ['0x0', 'latest'] })).toBe('0x10');
    expect(connector.frame.requestsOf('RPC_REQUEST')[0]?.payload).toMatchObject({ method: 'eth_getBalance', chainId: 31337 });
    await expect(provider.request({ method: 'wallet_unknownThing' })).rejects.toMatchObject({ code: 4200 });
  });
});

describe('createTestClient with an embedded wallet', () => {
  it('puts the connector in the ports, so the email use cases exist', async () => {
    expect(createTestClient().core.emailLogin).toBeUndefined();
    const { core, ports } = createTestClient({}, { embeddedWallet: true });
    expect(ports.embeddedWallet).toBeInstanceOf(FakeEmbeddedWalletConnector);
    expect(core.emailLogin).toBeDefined();
    expect(core.updateEmail).toBeDefined();
    const connector = new FakeEmbeddedWalletConnector();
    const own = createTestClient({}, { embeddedWallet: connector });
    expect(own.ports.embeddedWallet).toBe(connector);
    own.core.start();
    await flushMicrotasks();
    expect(own.core.connectors.snapshot.connectors.map((entry) => entry.id)).toContain('ID_AUTH');
  });
});
