/**
 * The wallet page's namespaces besides eip155 and solana: bip122 on the local ledger, polkadot and cosmos
 * (signatures only, no chain). One object the controller asks which namespaces the wallet holds (for a
 * proposal), whether a method is one of theirs, how to answer it and what its card shows.
 */
import type { WalletPageConfig } from '../wallet-page-config.js';
import type { OtherNamespace } from './approved-namespaces.js';
import { answerBitcoinRequest, BITCOIN_WALLET_PAGE_EVENTS, BITCOIN_WALLET_PAGE_METHODS, bitcoinPageWallet, type BitcoinPageWallet } from './bitcoin-methods.js';
import { answerCosmosRequest, COSMOS_WALLET_PAGE_METHODS, cosmosPageWallet, readableCosmosMessage, servesCosmosChain, type CosmosPageWallet } from './cosmos-methods.js';
import { answerPolkadotRequest, messageText, POLKADOT_NETWORK_PREFIXES, POLKADOT_WALLET_PAGE_METHODS, polkadotPageWallet, type PolkadotNetwork, type PolkadotPageWallet } from './polkadot-methods.js';
import { WalletRpcError } from './wallet-methods.js';

const POLKADOT_CHAIN = /^polkadot:[0-9a-f]{32}$/;

export type OtherAccounts = { bitcoin: string | undefined; polkadot: string | undefined; cosmos: string | undefined };

export type OtherNamespaces = {
  /** What a proposal can be approved with (the Polkadot account on the network chosen now). */
  namespaces(): OtherNamespace[];
  accounts(): OtherAccounts;
  polkadotNetwork: PolkadotNetwork;
  handles(method: string): boolean;
  answer(request: { chainId: string; method: string; params: unknown }): Promise<unknown>;
  /** The message a signing card shows as text, when it is readable. */
  readableMessage(method: string, params: unknown): string | undefined;
};

export type CreateOtherNamespacesParameters = { config: WalletPageConfig; polkadotNetwork: PolkadotNetwork };
export type CreateOtherNamespacesReturnType = Promise<OtherNamespaces>;
export type CreateOtherNamespacesErrorType = Error;

export async function createOtherNamespaces({ config, polkadotNetwork }: CreateOtherNamespacesParameters): CreateOtherNamespacesReturnType {
  const bitcoin: BitcoinPageWallet | undefined = config.bitcoin === undefined ? undefined : bitcoinPageWallet(config.bitcoin);
  const keys = config.signatureKeys;
  const polkadot: PolkadotPageWallet | undefined = keys === undefined ? undefined : await polkadotPageWallet(keys.polkadotSeed);
  const cosmos: CosmosPageWallet | undefined = keys === undefined ? undefined : await cosmosPageWallet(keys.cosmosPrivateKey);
  const methodsOf = (namespace: 'bip122' | 'polkadot' | 'cosmos'): readonly string[] =>
    ({ bip122: bitcoin ? BITCOIN_WALLET_PAGE_METHODS : [], polkadot: polkadot ? POLKADOT_WALLET_PAGE_METHODS : [], cosmos: cosmos ? COSMOS_WALLET_PAGE_METHODS : [] })[namespace];

  const others: OtherNamespaces = {
    polkadotNetwork,
    namespaces() {
      const list: OtherNamespace[] = [];
      if (bitcoin) list.push({ namespace: 'bip122', serves: (chain) => chain === bitcoin.chain, address: () => bitcoin.account.payment.address, methods: BITCOIN_WALLET_PAGE_METHODS, events: BITCOIN_WALLET_PAGE_EVENTS });
      const polkadotAddress = others.accounts().polkadot;
      if (polkadotAddress !== undefined) list.push({ namespace: 'polkadot', serves: (chain) => POLKADOT_CHAIN.test(chain), address: () => polkadotAddress, methods: POLKADOT_WALLET_PAGE_METHODS, events: [] });
      if (cosmos) list.push({ namespace: 'cosmos', serves: servesCosmosChain, address: () => cosmos.signer.address, methods: COSMOS_WALLET_PAGE_METHODS, events: [] });
      return list;
    },
    accounts: () => ({
      bitcoin: bitcoin?.account.payment.address,
      polkadot: polkadot?.signer.addressOn(POLKADOT_NETWORK_PREFIXES[others.polkadotNetwork]),
      cosmos: cosmos?.signer.address,
    }),
    handles: (method) => (['bip122', 'polkadot', 'cosmos'] as const).some((namespace) => methodsOf(namespace).includes(method)),
    async answer(request) {
      const namespace = request.chainId.split(':')[0];
      if (namespace === 'bip122' && bitcoin) {
        if (request.chainId !== bitcoin.chain) throw new WalletRpcError(4901, `The wallet page has no Bitcoin key for ${request.chainId}.`);
        return answerBitcoinRequest(bitcoin, request);
      }
      if (namespace === 'polkadot' && polkadot) return answerPolkadotRequest(polkadot, request);
      if (namespace === 'cosmos' && cosmos) return answerCosmosRequest(cosmos, request);
      throw new WalletRpcError(4200, `The wallet page does not support the method "${request.method}" on ${request.chainId}.`);
    },
    readableMessage(method, params) {
      const value = params as { message?: unknown } | null | undefined;
      if (method === 'polkadot_signMessage' && typeof value?.message === 'string') {
        try {
          return messageText(value.message);
        } catch {
          return undefined;
        }
      }
      if (method === 'signMessage' && typeof value?.message === 'string') return value.message;
      if (method === 'cosmos_signAmino') return readableCosmosMessage(params);
      return undefined;
    },
  };
  return others;
}
