import { describe, expect, it } from 'vitest';
import { UnrecognizedChainError, UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { SOLANA_DEV_ADDRESSES } from '../../../devstack/solana/dev-keys.js';
import { DEVSTACK_SOLANA, SOLANA_MAINNET, TEST_ICON, testSolanaWallet } from '../../../tests/fakes/solana-test-wallets.js';
import { WalletStandardConnector } from './wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from './wallet-standard-handle.js';
import { parseStandardWallet } from './wallet-standard.schema.js';

const [ALICE, BOB] = SOLANA_DEV_ADDRESSES;

function connectorFor(wallet: object, networks: readonly string[] = [DEVSTACK_SOLANA]): WalletStandardConnector {
  const valid = parseStandardWallet(wallet);
  if (!valid) throw new Error('the test wallet must validate');
  return new WalletStandardConnector({ handle: new WalletStandardHandle(wallet, valid), networks });
}

function setup(networks?: readonly string[]) {
  const { wallet, control } = testSolanaWallet();
  const connector = connectorFor(wallet, networks);
  const events: ConnectorEvent[] = [];
  const unsubscribe = connector.subscribe((event) => events.push(event));
  return { wallet, control, connector, events, unsubscribe };
}

describe('WalletStandardConnector', () => {
  it('authorises nothing before a connect, and a silent lookup does not prompt', async () => {
    const { connector, control } = setup();
    await expect(connector.getAccounts()).resolves.toEqual([]);
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(control.requests).toEqual([]);
  });

  it('connects with standard:connect: the wallet accounts and the configured network it serves', async () => {
    const { connector, control } = setup([SOLANA_MAINNET, DEVSTACK_SOLANA]);
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE], caipNetworkId: DEVSTACK_SOLANA });
    expect(control.requests.map((request) => `${request.feature} ${request.outcome}`)).toEqual(['standard:connect ok']);
    await expect(connector.getAccounts()).resolves.toEqual([ALICE]);
    await expect(connector.isAuthorized()).resolves.toBe(true);
    expect(connector.info).toEqual({ id: 'wallet-standard:Walletport Solana Test Wallet', name: 'Walletport Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: TEST_ICON });
  });

  it('keeps the wallet code of a declined connect (4001) and authorises nothing', async () => {
    const { connector, control } = setup();
    control.rejectNext();
    const error = await connector.connect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).toMatchObject({ rpcCode: 4001 });
    await expect(connector.isAuthorized()).resolves.toBe(false);
  });

  it('fails a connect that hands out no Solana account', async () => {
    const wallet = { ...testSolanaWallet().wallet, features: { ...testSolanaWallet().wallet.features, 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } } };
    await expect(connectorFor(wallet).connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('turns a malformed connect answer into INVALID_RESPONSE', async () => {
    const base = testSolanaWallet().wallet;
    const wallet = { ...base, features: { ...base.features, 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [{ address: '<img src=x>' }] }) } } };
    await expect(connectorFor(wallet).connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('disconnects with standard:disconnect: no accounts, and the next connect asks the wallet again', async () => {
    const { connector, control } = setup();
    await connector.connect();
    await connector.disconnect();
    expect(control.state().connected).toBe(false);
    await expect(connector.getAccounts()).resolves.toEqual([]);
    control.rejectNext();
    await expect(connector.connect()).rejects.toBeInstanceOf(UserRejectedRequestError);
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE], caipNetworkId: DEVSTACK_SOLANA });
  });

  it('reads the accounts a trusting wallet hands out silently (after a reload the page connects without a prompt)', async () => {
    const { wallet, control } = testSolanaWallet();
    await wallet.features['standard:connect'].connect();
    const reloaded = connectorFor(wallet);
    await expect(reloaded.getAccounts()).resolves.toEqual([ALICE]);
    expect(control.requests).toHaveLength(1);
  });

  it("passes the wallet's account change on as accountsChanged, and its disconnect as disconnect", async () => {
    const { connector, control, events } = setup();
    await connector.connect();
    control.switchAccount(1);
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [BOB] }]);
    control.disconnect();
    expect(events.at(-1)).toEqual({ type: 'disconnect' });
    await expect(connector.getAccounts()).resolves.toEqual([]);
  });

  it('stops the events of a listener that unsubscribed, and only of that one', async () => {
    const { connector, control, events, unsubscribe } = setup();
    const staying: ConnectorEvent[] = [];
    const stop = connector.subscribe((event) => staying.push(event));
    await connector.connect();
    unsubscribe();
    unsubscribe();
    control.switchAccount(2);
    expect(events).toEqual([]);
    expect(staying).toEqual([{ type: 'accountsChanged', accounts: [SOLANA_DEV_ADDRESSES[2]] }]);
    stop();
  });

  it('switches among the configured networks the wallet serves (chainChanged), refuses others with 4902', async () => {
    const { connector, events } = setup([SOLANA_MAINNET, DEVSTACK_SOLANA]);
    await connector.connect();
    await connector.switchNetwork({ caipNetworkId: DEVSTACK_SOLANA, name: 'devstack', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 } });
    expect(events).toEqual([]);
    for (const caipNetworkId of [SOLANA_MAINNET, 'eip155:1']) {
      const error = await connector
        .switchNetwork({ caipNetworkId, name: 'x', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnrecognizedChainError);
    }
    await expect(connector.getCaipNetworkId()).resolves.toBe(DEVSTACK_SOLANA);
  });

  it('switches to a second served network and says so with chainChanged', async () => {
    const other = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const base = testSolanaWallet().wallet;
    const wallet = { ...base, chains: [DEVSTACK_SOLANA, other], accounts: base.accounts, features: base.features };
    const connector = connectorFor(wallet, [DEVSTACK_SOLANA, other]);
    const events: ConnectorEvent[] = [];
    connector.subscribe((event) => events.push(event));
    await connector.switchNetwork({ caipNetworkId: other, name: 'other', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 } });
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: other }]);
    await expect(connector.getCaipNetworkId()).resolves.toBe(other);
    await expect(connector.connect({ caipNetworkId: DEVSTACK_SOLANA })).resolves.toMatchObject({ caipNetworkId: DEVSTACK_SOLANA });
  });

  it("falls back to the wallet's own Solana chain when it serves none of the page's networks", async () => {
    const { connector } = setup([SOLANA_MAINNET]);
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE], caipNetworkId: DEVSTACK_SOLANA });
  });
});
