import { describe, expect, it } from 'vitest';
import { walletportBitcoinRegtest, walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletConnectClient } from '../../../tests/fakes/walletconnect-client.fake.js';
import { WalletConnectConnector } from './walletconnect-connector.adapter.js';
import { WalletConnectNamespaceConnector } from './walletconnect-namespace-connector.adapter.js';
import type { WalletConnectOtherNamespace } from './walletconnect-namespace-connector-info.js';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ALICE_CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EVM_CHAIN = walletportDevnetA.caipNetworkId;
const REGTEST = walletportBitcoinRegtest.caipNetworkId;
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const BTC_PAYMENT = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
const BTC_MAINNET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** SS58 addresses of one key: prefix 0 (Polkadot) and 2 (Kusama). */
const DOT_ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const KSM_ADDRESS = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
const COSMOS_ADDRESS = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
const NETWORKS = [
  walletportDevnetA,
  walletportBitcoinRegtest,
  { caipNetworkId: POLKADOT, chainNamespace: 'polkadot' },
  { caipNetworkId: COSMOS_HUB, chainNamespace: 'cosmos' },
];

function setup(namespace: WalletConnectOtherNamespace) {
  const client = new FakeWalletConnectClient(new VirtualScheduler());
  const evm: WalletConnectConnector = new WalletConnectConnector({ client, networks: NETWORKS, linked: () => [other] });
  const other: WalletConnectNamespaceConnector = new WalletConnectNamespaceConnector({ namespace, client, networks: NETWORKS, linked: () => [evm] });
  const events: ConnectorEvent[] = [];
  other.subscribe((event) => events.push(event));
  return { client, evm, other, events };
}

/** Connects through the namespace's connector; the wallet approves `accounts` on `chain` (and ALICE on eip155 with `evm`). */
async function connect(world: ReturnType<typeof setup>, chain: string, accounts: readonly string[], evm = false) {
  const connecting = world.other.connect({ caipNetworkId: chain });
  await flushMicrotasks();
  if (evm) world.client.approve({ accounts: [ALICE], caipNetworkId: EVM_CHAIN, chains: [EVM_CHAIN], also: { accounts, chains: [chain] } });
  else world.client.approve({ accounts, caipNetworkId: chain, chains: [chain] });
  return connecting;
}

describe('WalletConnectNamespaceConnector', () => {
  it('is WalletConnect on its namespace, listed in the same row as the eip155 connector', () => {
    expect(setup('bip122').other.info).toEqual({ id: 'walletConnectBip122', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'bip122', explorerId: 'walletConnect' });
    expect(setup('polkadot').other.info.id).toBe('walletConnectPolkadot');
    expect(setup('cosmos').other.info.id).toBe('walletConnectCosmos');
  });

  it('proposes every configured namespace, its requested chain first', async () => {
    const world = setup('polkadot');
    void world.other.connect({ caipNetworkId: POLKADOT });
    await flushMicrotasks();
    const proposed = world.client.proposals[0]?.optionalNamespaces;
    expect(Object.keys(proposed ?? {})).toEqual(['eip155', 'bip122', 'polkadot', 'cosmos']);
    expect(proposed?.polkadot?.chains).toEqual([POLKADOT]);
    expect(proposed?.polkadot?.methods).toContain('polkadot_signMessage');
  });

  it('connects a bip122 session with its payment address, and the eip155 accounts as linked', async () => {
    const world = setup('bip122');
    const result = await connect(world, REGTEST, [BTC_PAYMENT], true);
    expect(result).toEqual({ accounts: [BTC_PAYMENT], caipNetworkId: REGTEST, linked: [{ connectorId: 'walletConnect', accounts: [ALICE_CHECKSUMMED], caipNetworkId: EVM_CHAIN }] });
    // A reload finds the session again without a prompt.
    expect(await world.other.getAccounts()).toEqual([BTC_PAYMENT]);
    expect(await world.other.getCaipNetworkId()).toBe(REGTEST);
  });

  it("leaves out an address that is not the namespace's (a mainnet Bitcoin address on regtest, a cosmos one on polkadot)", async () => {
    const bitcoin = setup('bip122');
    await expect(connect(bitcoin, REGTEST, [BTC_MAINNET])).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
    const polkadot = setup('polkadot');
    await expect(connect(polkadot, POLKADOT, [COSMOS_ADDRESS])).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it("keeps a Kusama address on Polkadot: which network's addresses a chain takes is the sign-in server's question", async () => {
    const world = setup('polkadot');
    expect(await connect(world, POLKADOT, [KSM_ADDRESS, DOT_ADDRESS])).toEqual({ accounts: [KSM_ADDRESS, DOT_ADDRESS], caipNetworkId: POLKADOT });
  });

  it('hands the eip155 connector its accounts when the visitor connected through eip155', async () => {
    const world = setup('cosmos');
    const connecting = world.evm.connect({ caipNetworkId: EVM_CHAIN });
    await flushMicrotasks();
    world.client.approve({ accounts: [ALICE], caipNetworkId: EVM_CHAIN, chains: [EVM_CHAIN], also: { accounts: [COSMOS_ADDRESS], chains: [COSMOS_HUB] } });
    expect((await connecting).linked).toEqual([{ connectorId: 'walletConnectCosmos', accounts: [COSMOS_ADDRESS], caipNetworkId: COSMOS_HUB }]);
  });

  it("follows the wallet's new account on its chain (a Bitcoin wallet's bip122_addressesChanged), ignoring other chains and non-addresses", async () => {
    const world = setup('bip122');
    await connect(world, REGTEST, [BTC_PAYMENT]);
    const OTHER = 'bcrt1qadsmkza0uadx3zlv48fhyezne9ad6thv6e3pa0';
    world.client.emitAccountsChanged([OTHER], REGTEST);
    world.client.emitAccountsChanged([OTHER], EVM_CHAIN);
    world.client.emitAccountsChanged(['not-an-address'], REGTEST);
    expect(world.events).toEqual([{ type: 'accountsChanged', accounts: [OTHER] }]);
  });

  it('ends with the session', async () => {
    const world = setup('polkadot');
    await connect(world, POLKADOT, [DOT_ADDRESS]);
    world.client.emitSessionDelete();
    expect(world.events).toEqual([{ type: 'disconnect' }]);
    expect(await world.other.getAccounts()).toEqual([]);
  });
});

describe('WalletConnectNamespaceProvider', () => {
  it('forwards polkadot_signMessage on the chain and checks the sr25519 signature it answers', async () => {
    const world = setup('polkadot');
    await connect(world, POLKADOT, [DOT_ADDRESS]);
    const provider = await world.other.getProvider();
    world.client.handle('polkadot_signMessage', { signature: `0x${'ab'.repeat(64)}` });
    await expect(provider.request({ method: 'polkadot_signMessage', params: { address: DOT_ADDRESS, message: 'hello' } })).resolves.toEqual({ signature: `0x${'ab'.repeat(64)}` });
    expect(world.client.requests.at(-1)).toEqual({ method: 'polkadot_signMessage', params: [{ address: DOT_ADDRESS, message: 'hello' }], caipNetworkId: POLKADOT });
    world.client.handle('polkadot_signMessage', { signature: '0x1234' });
    await expect(provider.request({ method: 'polkadot_signMessage', params: { address: DOT_ADDRESS, message: 'hello' } })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('forwards cosmos_signAmino and checks the StdSignature it answers', async () => {
    const world = setup('cosmos');
    await connect(world, COSMOS_HUB, [COSMOS_ADDRESS]);
    const provider = await world.other.getProvider();
    const signature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'A'.repeat(44) }, signature: 'B'.repeat(88) };
    world.client.handle('cosmos_signAmino', { signature, signed: { memo: '' } });
    await expect(provider.request({ method: 'cosmos_signAmino', params: { signerAddress: COSMOS_ADDRESS, signDoc: { memo: '' } } })).resolves.toMatchObject({ signature });
    world.client.handle('cosmos_signAmino', { signature: '<img src=x>' });
    await expect(provider.request({ method: 'cosmos_signAmino', params: { signerAddress: COSMOS_ADDRESS, signDoc: {} } })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("forwards the bip122 port's methods with their checks", async () => {
    const world = setup('bip122');
    await connect(world, REGTEST, [BTC_PAYMENT]);
    const provider = await world.other.getProvider();
    world.client.handle('signPsbt', { psbt: 'cHNidP8BAA==' });
    await expect(
      provider.request({
        method: 'signPsbt',
        params: { account: BTC_PAYMENT, psbt: 'cHNidP8BAA==', signInputs: [{ address: BTC_PAYMENT, index: 0, sighashTypes: [1] }], broadcast: false },
      }),
    ).resolves.toEqual({ psbt: 'cHNidP8BAA==' });
    await expect(provider.request({ method: 'sendTransfer', params: { account: BTC_PAYMENT, recipientAddress: BTC_PAYMENT, amount: '0' } })).rejects.toMatchObject({
      code: 'RPC_INVALID_PARAMS',
    });
  });

  it("keeps the wallet's refusal (4001), and refuses other methods and a missing session", async () => {
    const world = setup('polkadot');
    const provider = await world.other.getProvider();
    await expect(provider.request({ method: 'polkadot_signMessage', params: { address: DOT_ADDRESS, message: 'x' } })).rejects.toMatchObject({ code: 'PROVIDER_DISCONNECTED' });
    await connect(world, POLKADOT, [DOT_ADDRESS]);
    world.client.failNext('polkadot_signMessage', userRejectedError());
    await expect(provider.request({ method: 'polkadot_signMessage', params: { address: DOT_ADDRESS, message: 'x' } })).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    await expect(provider.request({ method: 'polkadot_signTransaction', params: {} })).rejects.toMatchObject({ code: 'UNSUPPORTED_PROVIDER_METHOD' });
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 'UNSUPPORTED_PROVIDER_METHOD' });
  });
});
