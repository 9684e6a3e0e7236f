// The EIP-1193 connector over the devstack's injected test wallet itself (devstack/test-wallet, the wallet the
// browser journeys inject), on real anvil chains A and B: its EIP-5792 batches go through its EIP-7702
// delegation to Simple7702Account, so the batch cases of the contract run against a real chain. The wallet
// shows the page one account (the selected one), and the person's refusals are its own (`rejectNext`). Chain C
// runs too, unknown to the wallet until the page adds it (the wallet checks the chain id at its RPC URL first).
import { createPublicClient, http, type Hex } from 'viem';
import { afterAll, beforeAll, expect } from 'vitest';
import { Eip1193WalletConnector } from '../../adapters/wallets/eip1193/eip1193-wallet-connector.adapter.js';
import type { Connector } from '../../domain/entities/connector/connector.js';
import { SIMPLE_7702_ACCOUNT_ADDRESS, freePort, startChains, type RunningChain, type RunningChains } from '../../devstack/chains/index.js';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import type { TestWalletProvider } from '../../devstack/test-wallet/types.js';
import { createTestWallet } from '../../devstack/test-wallet/wallet.js';
import type { Eip1193Provider } from '../../ports/wallet-connector.port.js';
import { eip155ChainIdOf } from '../../adapters/wallets/evm/eip155-chain-id.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract, type WalletConnectorContractWorld } from './wallet-connector.contract.js';

const info: Connector = { id: 'dev.walletport.testwallet', name: 'Test wallet', type: 'ANNOUNCED', chain: 'eip155' };
const { initial, known, unknown } = CONTRACT_CHAINS;

let chains: RunningChains;

beforeAll(async () => {
  // The wallet's first two keys are the contract's accounts.
  expect(DEV_ACCOUNTS.slice(0, 2).map((account) => account.address)).toEqual([...CONTRACT_ACCOUNTS]);
  chains = await startChains({ chains: ['a', 'b', 'c'], ports: { a: await freePort(), b: await freePort(), c: await freePort() } });
}, 60_000);
afterAll(async () => {
  await chains?.stop();
});

/**
 * What the wallet must say about the first account on a chain, from the chain itself (EIP-5792 through EIP-7702):
 * 'supported' once its code is the delegation to Simple7702Account, 'ready' before (the first batch delegates it).
 */
async function atomicOn(chain: RunningChain): Promise<Record<string, unknown>> {
  const client = createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl) });
  const code = await client.getCode({ address: CONTRACT_ACCOUNTS[0] });
  const delegated = code?.toLowerCase() === `0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`;
  return { atomic: { status: delegated ? 'supported' : 'ready' } };
}

/**
 * The contract's unknown network names the devnet's usual RPC URL; here chain C runs on a free port, and the
 * wallet reaches it there when the page adds it. Everything else passes to the wallet as the page sent it.
 */
function addingChainCAt(provider: TestWalletProvider, rpcUrl: string): Eip1193Provider {
  const unknownChain = `0x${eip155ChainIdOf(unknown.caipNetworkId).toString(16)}`;
  return {
    request: ({ method, params }) => {
      if (method !== 'wallet_addEthereumChain' || !Array.isArray(params)) return provider.request({ method, params });
      const added = params.map((each: unknown) => (isObject(each) && each['chainId'] === unknownChain ? { ...each, rpcUrls: [rpcUrl] } : each));
      return provider.request({ method, params: added });
    },
    on: (event, listener) => void provider.on(event, listener),
    removeListener: (event, listener) => void provider.removeListener(event, listener),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function world(): Promise<WalletConnectorContractWorld> {
  const chainOf = (caipNetworkId: string) => chains.chains.find((chain) => chain.chainId === eip155ChainIdOf(caipNetworkId));
  const chainC = chainOf(unknown.caipNetworkId);
  if (!chainC) throw new Error('Chain C is not running');
  const { provider, control } = createTestWallet({
    config: {
      chains: chains.chains.filter((chain) => chain !== chainC).map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      knownChainIds: [eip155ChainIdOf(initial.caipNetworkId), eip155ChainIdOf(known.caipNetworkId)],
      privateKeys: DEV_ACCOUNTS.slice(0, 2).map((account) => account.privateKey as Hex),
      switchOnAddChain: true,
      initialChainId: eip155ChainIdOf(initial.caipNetworkId),
      accountIndex: 0,
      delegationContract: SIMPLE_7702_ACCOUNT_ADDRESS,
    },
    info: { uuid: '00000000-0000-4000-8000-000000000001', name: info.name, icon: 'data:image/svg+xml,', rdns: info.id },
    storage: undefined,
    origin: 'http://127.0.0.1:1',
    announce: () => undefined,
  });
  // Read before the case acts: a batch delegates the account, and the next world's connect says 'supported'.
  const said = new Map<string, Record<string, unknown>>();
  for (const network of [initial, known]) {
    const chain = chainOf(network.caipNetworkId);
    if (chain) said.set(network.caipNetworkId, await atomicOn(chain));
  }
  const indexOf = (address: string) => DEV_ACCOUNTS.findIndex((account) => account.address.toLowerCase() === address.toLowerCase());
  return {
    connector: new Eip1193WalletConnector({ info, provider: addingChainCAt(provider, chainC.rpcUrl) }),
    capabilitiesOn: (caipNetworkId) => said.get(caipNetworkId),
    wallet: {
      // The person's refusals: each `true` here is followed by exactly one such prompt in the contract.
      declineConnect: (decline) => decline && control.rejectNext({ method: 'eth_requestAccounts' }),
      declineSwitch: (decline) => decline && control.rejectNext({ method: 'wallet_switchEthereumChain' }),
      refuseToAddChains: () => control.rejectNext({ method: 'wallet_addEthereumChain', code: 4902, message: `Unrecognized chain ID ${unknown.caipNetworkId}.` }),
      declineCalls: (decline) => decline && control.rejectNext({ method: 'wallet_sendCalls' }),
      switchChain: async (caipNetworkId) => control.switchChain(eip155ChainIdOf(caipNetworkId)),
      changeAccounts: async ([address]) => {
        if (address !== undefined) control.switchAccount(indexOf(address));
      },
      disconnect: async () => control.disconnect(),
      knowsChain: (caipNetworkId) => control.state().knownChainIds.includes(eip155ChainIdOf(caipNetworkId)),
    },
  };
}

describeWalletConnectorContract("Eip1193WalletConnector over the devstack's test wallet on anvil", world, {
  singleAccount: true,
  batchesCalls: true,
});
