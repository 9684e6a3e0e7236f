import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../../domain/entities/address/base58.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { solana as solanaMainnet, solanaDevnet } from '../../../domain/entities/network/chains/solana.js';
import type { ConnectorEvent, Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletConnectClient } from '../../../tests/fakes/walletconnect-client.fake.js';
import { WalletConnectConnector } from './walletconnect-connector.adapter.js';
import { WalletConnectSolanaConnector } from './walletconnect-solana-connector.adapter.js';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ALICE_CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL_ADDRESS = 'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5';
const SOL_OTHER = 'Csw2RS9uFar1WdvMCBTpY8aiisgd5MquaF5G4h4znJqS';
const EVM_CHAIN = walletportDevnetA.caipNetworkId;
const SOL_CHAIN = solanaMainnet.caipNetworkId;
const SOL_DEVNET = solanaDevnet.caipNetworkId;
const NETWORKS = [walletportDevnetA, solanaMainnet, solanaDevnet];

function setup() {
  const client = new FakeWalletConnectClient(new VirtualScheduler());
  const evm: WalletConnectConnector = new WalletConnectConnector({ client, networks: NETWORKS, linked: () => [solana] });
  const solana: WalletConnectSolanaConnector = new WalletConnectSolanaConnector({ client, networks: NETWORKS, linked: () => [evm] });
  const events: ConnectorEvent[] = [];
  solana.subscribe((event) => events.push(event));
  return { client, evm, solana, events };
}

type World = ReturnType<typeof setup>;

/** Connects through `through`; the wallet approves eip155 and/or solana accounts. */
async function connect(world: World, through: 'evm' | 'solana', approved: { evm?: boolean; solana?: boolean } = { evm: true, solana: true }) {
  const connecting = world[through].connect(through === 'solana' ? { caipNetworkId: SOL_CHAIN } : { caipNetworkId: EVM_CHAIN });
  await flushMicrotasks();
  if (approved.evm) {
    world.client.approve({
      accounts: [ALICE],
      caipNetworkId: EVM_CHAIN,
      chains: [EVM_CHAIN],
      ...(approved.solana ? { also: { accounts: [SOL_ADDRESS], chains: [SOL_CHAIN, SOL_DEVNET] } } : {}),
    });
  } else {
    world.client.approve({ accounts: [SOL_ADDRESS], caipNetworkId: SOL_CHAIN, chains: [SOL_CHAIN, SOL_DEVNET] });
  }
  return connecting;
}

async function provider(world: World): Promise<Eip1193Provider> {
  return world.solana.getProvider();
}

describe('WalletConnectSolanaConnector', () => {
  it('is WalletConnect on solana, listed in the same row as the eip155 connector', () => {
    const { solana } = setup();
    expect(solana.info).toEqual({ id: 'walletConnectSolana', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana', explorerId: 'walletConnect' });
  });

  it('proposes both namespaces, each with its configured chains', async () => {
    const world = setup();
    void world.solana.connect({ caipNetworkId: SOL_CHAIN });
    await flushMicrotasks();
    const proposed = world.client.proposals[0]?.optionalNamespaces;
    expect(proposed?.eip155?.chains).toEqual([EVM_CHAIN]);
    // The requested chain first; deprecated ids of the same networks follow, since wallets still approve those.
    expect(proposed?.solana?.chains[0]).toBe(SOL_CHAIN);
    expect(proposed?.solana?.chains).toEqual(expect.arrayContaining([SOL_CHAIN, SOL_DEVNET]));
    expect(proposed?.solana?.methods).toContain('solana_signAndSendTransaction');
  });

  it('connects with the solana accounts and hands the eip155 ones on as linked', async () => {
    const world = setup();
    const result = await connect(world, 'solana');
    expect(result).toEqual({
      accounts: [SOL_ADDRESS],
      caipNetworkId: SOL_CHAIN,
      linked: [{ connectorId: 'walletConnect', accounts: [ALICE_CHECKSUMMED], caipNetworkId: EVM_CHAIN }],
    });
  });

  it('through the eip155 connector, the solana accounts come along as linked', async () => {
    const world = setup();
    const result = await connect(world, 'evm');
    expect(result).toEqual({
      accounts: [ALICE_CHECKSUMMED],
      caipNetworkId: EVM_CHAIN,
      linked: [{ connectorId: 'walletConnectSolana', accounts: [SOL_ADDRESS], caipNetworkId: SOL_CHAIN }],
    });
  });

  it('a session with accounts in one namespace only connects just that one', async () => {
    const solanaOnly = await connect(setup(), 'evm', { solana: true });
    expect(solanaOnly).toEqual({ accounts: [], caipNetworkId: SOL_CHAIN, linked: [{ connectorId: 'walletConnectSolana', accounts: [SOL_ADDRESS], caipNetworkId: SOL_CHAIN }] });
    const evmOnly = await connect(setup(), 'solana', { evm: true });
    expect(evmOnly.accounts).toEqual([]);
    expect(evmOnly.linked).toEqual([{ connectorId: 'walletConnect', accounts: [ALICE_CHECKSUMMED], caipNetworkId: EVM_CHAIN }]);
    const evmAlone = await connect(setup(), 'evm', { evm: true });
    expect(evmAlone).toEqual({ accounts: [ALICE_CHECKSUMMED], caipNetworkId: EVM_CHAIN });
  });

  it('a declined proposal is a user rejection', async () => {
    const world = setup();
    const connecting = world.solana.connect();
    await flushMicrotasks();
    world.client.reject(userRejectedError());
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
  });

  it('restores the session without a prompt (a reload): its solana accounts and chain', async () => {
    const first = setup();
    await connect(first, 'evm');
    const reloaded = new WalletConnectSolanaConnector({ client: first.client, networks: NETWORKS });
    expect(await reloaded.getAccounts()).toEqual([SOL_ADDRESS]);
    expect(await reloaded.getCaipNetworkId()).toBe(SOL_CHAIN);
    expect(await reloaded.isAuthorized()).toBe(true);
    expect(await new WalletConnectSolanaConnector({ client: new FakeWalletConnectClient(new VirtualScheduler()), networks: NETWORKS }).getAccounts()).toEqual([]);
  });

  it('switches between solana chains the session holds, and refuses one it does not (4902)', async () => {
    const world = setup();
    await connect(world, 'solana');
    await world.solana.switchNetwork({ caipNetworkId: SOL_DEVNET, name: 'Solana Devnet', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } });
    expect(world.events).toEqual([
      { type: 'chainChanged', caipNetworkId: SOL_DEVNET },
      { type: 'accountsChanged', accounts: [SOL_ADDRESS] },
    ]);
    expect(await world.solana.getCaipNetworkId()).toBe(SOL_DEVNET);
    const elsewhere = world.solana.switchNetwork({ caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', name: 'Testnet', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } });
    await expect(elsewhere).rejects.toMatchObject({ code: 'UNRECOGNIZED_CHAIN' });
  });

  it('ends with the session: a disconnect of the eip155 connector, or the wallet ending it', async () => {
    const world = setup();
    await connect(world, 'evm');
    await world.evm.disconnect();
    expect(world.events).toEqual([{ type: 'disconnect' }]);
    expect(await world.solana.getAccounts()).toEqual([]);

    const again = setup();
    await connect(again, 'solana');
    again.client.emitSessionDelete();
    expect(again.events).toEqual([{ type: 'disconnect' }]);
  });

  it('follows the accounts of a session update on its chain', async () => {
    const world = setup();
    await connect(world, 'solana');
    const session = world.client.storedSession!;
    world.client.emitSessionUpdate({
      ...session,
      namespaces: { ...session.namespaces, solana: { ...session.namespaces['solana']!, accounts: [`${SOL_CHAIN}:${SOL_OTHER}`] } },
    });
    expect(world.events).toEqual([{ type: 'accountsChanged', accounts: [SOL_OTHER] }]);
  });
});

describe("the WalletConnect solana connector's provider", () => {
  it('answers the accounts from the session, without asking the wallet', async () => {
    const world = setup();
    await connect(world, 'solana');
    const before = world.client.requests.length;
    await expect((await provider(world)).request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: SOL_ADDRESS }]);
    await expect((await provider(world)).request({ method: 'solana_requestAccounts' })).resolves.toEqual([{ pubkey: SOL_ADDRESS }]);
    expect(world.client.requests.length).toBe(before);
  });

  it('forwards the signing methods to the session on its solana chain, and checks the answers', async () => {
    const world = setup();
    await connect(world, 'solana');
    const message = encodeBase58(new TextEncoder().encode('hello'));
    const answer = (await (await provider(world)).request({ method: 'solana_signMessage', params: { message, pubkey: SOL_ADDRESS } })) as { signature: string };
    expect(answer.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(world.client.requests.at(-1)).toEqual({ method: 'solana_signMessage', params: [{ message, pubkey: SOL_ADDRESS }], caipNetworkId: SOL_CHAIN });

    world.client.handle('solana_signAndSendTransaction', { signature: 'not a signature' });
    const sent = (await provider(world)).request({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID' } });
    await expect(sent).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("keeps the wallet's refusal (4001), and refuses bad parameters, other methods and a missing session", async () => {
    const world = setup();
    const solanaProvider = await provider(world);
    await expect(solanaProvider.request({ method: 'solana_getAccounts' })).rejects.toMatchObject({ code: 'PROVIDER_DISCONNECTED' });
    await connect(world, 'solana');
    world.client.failNext('solana_signMessage', userRejectedError());
    const message = encodeBase58(new TextEncoder().encode('hello'));
    await expect(solanaProvider.request({ method: 'solana_signMessage', params: { message, pubkey: SOL_ADDRESS } })).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
    });
    await expect(solanaProvider.request({ method: 'solana_signMessage', params: { message, pubkey: 'nope' } })).rejects.toMatchObject({ code: 'RPC_INVALID_PARAMS' });
    await expect(solanaProvider.request({ method: 'solana_signTransaction', params: { transaction: '%%%' } })).rejects.toMatchObject({ code: 'RPC_INVALID_PARAMS' });
    await expect(solanaProvider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 'UNSUPPORTED_PROVIDER_METHOD' });
  });
});
