/**
 * The session a proposal gets: the dev account on the local chains the dapp asked for (required and optional
 * namespaces, including chain-keyed ones such as "eip155:31338"), plus eip155:31337, with every method and
 * event the dapp named besides the wallet's own. When the dapp asks for the local Solana chain too, the solana
 * namespace holds the wallet's Solana account there. The bip122, polkadot and cosmos namespaces work alike
 * (OtherNamespace: which of their chains the wallet serves, and its account there). A proposal asking for none
 * of eip155 gets no eip155 namespace. A proposal that requires anything else (another namespace, a chain the
 * wallet does not serve) cannot be approved; the page shows why and the person rejects it.
 */

export type NamespaceRequest = { chains?: readonly string[]; methods: readonly string[]; events: readonly string[] };

export type ProposalNamespaces = {
  requiredNamespaces: Readonly<Record<string, NamespaceRequest>>;
  optionalNamespaces?: Readonly<Record<string, NamespaceRequest>> | undefined;
};

export type ApprovedNamespace = { chains: string[]; accounts: string[]; methods: string[]; events: string[] };

export type ApprovedNamespaces = Partial<Record<'eip155' | 'solana' | OtherNamespaceName, ApprovedNamespace>>;

export type OtherNamespaceName = 'bip122' | 'polkadot' | 'cosmos';

/** A namespace besides eip155 and solana the wallet holds a key for (other-namespaces.ts builds them). */
export type OtherNamespace = {
  namespace: OtherNamespaceName;
  /** Whether the wallet serves `chain` (CAIP-2) in this namespace. */
  serves(chain: string): boolean;
  /** The wallet's address on `chain`. */
  address(chain: string): string;
  methods: readonly string[];
  events: readonly string[];
};

/** The wallet's Solana account on the local Solana chain (CAIP-2). */
export type LocalSolana = { chain: string; address: string };

/** The methods this wallet answers; anything else the dapp sends is rejected with 4200. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const;

export const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const;

/** The Solana methods this wallet answers (solana-methods.ts). */
export const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const;

/** The chain every session includes (devstack chain A). */
export const DEFAULT_CHAIN = 'eip155:31337';

export class UnsupportedProposalError extends Error {
  override readonly name = 'UnsupportedProposalError';
}

/** What a proposal asks for, for display: chains and methods, required and optional. */
export type RequestedScope = { chains: string[]; methods: string[]; events: string[] };

export function requestedScope(namespaces: Readonly<Record<string, NamespaceRequest>> | undefined): RequestedScope {
  const entries = Object.entries(namespaces ?? {});
  return {
    chains: unique(entries.flatMap(([key, request]) => chainsOf(key, request))),
    methods: unique(entries.flatMap(([, request]) => request.methods)),
    events: unique(entries.flatMap(([, request]) => request.events)),
  };
}

/**
 * @param localChains CAIP-2 ids of the chains this wallet has, e.g. ["eip155:31337", "eip155:31338"].
 * @param address The account to approve on every chain.
 * @throws UnsupportedProposalError when a required namespace or chain is not local.
 */
export function approvedNamespaces(
  proposal: ProposalNamespaces,
  localChains: readonly string[],
  address: string,
  solana?: LocalSolana,
  others: readonly OtherNamespace[] = [],
): ApprovedNamespaces {
  const local = solana === undefined ? localChains : [...localChains, solana.chain];
  for (const [key, request] of Object.entries(proposal.requiredNamespaces)) {
    const namespace = namespaceOf(key);
    const other = others.find((candidate) => candidate.namespace === namespace);
    if (namespace !== 'eip155' && !(namespace === 'solana' && solana !== undefined) && other === undefined) {
      throw new UnsupportedProposalError(`The dapp requires the ${key} namespace; this wallet has only the local chains.`);
    }
    for (const chain of chainsOf(key, request)) {
      if (other !== undefined && !other.serves(chain)) throw new UnsupportedProposalError(`The dapp requires ${chain}, which this wallet does not serve.`);
      if (other === undefined && !local.includes(chain)) {
        throw new UnsupportedProposalError(`The dapp requires ${chain}, which is not a local chain (${localChains.join(', ')}).`);
      }
    }
  }
  const all = [...Object.entries(proposal.requiredNamespaces), ...Object.entries(proposal.optionalNamespaces ?? {})];
  const solanaNamespace = solana === undefined ? undefined : approvedSolana(all, solana);
  const otherNamespaces: ApprovedNamespaces = {};
  for (const other of others) {
    const approved = approvedOther(all, other);
    if (approved !== undefined) otherNamespaces[other.namespace] = approved;
  }
  const nonEvm: ApprovedNamespaces = { ...(solanaNamespace === undefined ? {} : { solana: solanaNamespace }), ...otherNamespaces };
  const asksEvm = all.some(([key]) => namespaceOf(key) === 'eip155');
  if (Object.keys(nonEvm).length > 0 && !asksEvm) return nonEvm;
  const requests = all.filter(([key]) => namespaceOf(key) === 'eip155');
  const chains = unique(requests.flatMap(([key, request]) => chainsOf(key, request))).filter((chain) => localChains.includes(chain));
  const fallback = localChains.includes(DEFAULT_CHAIN) ? DEFAULT_CHAIN : localChains[0];
  if (fallback !== undefined && !chains.includes(fallback)) chains.push(fallback);
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: unique([...WALLET_METHODS, ...requests.flatMap(([, request]) => request.methods)]),
      events: unique([...WALLET_EVENTS, ...requests.flatMap(([, request]) => request.events)]),
    },
    ...nonEvm,
  };
}

/** The namespace when the dapp asked for a chain of it the wallet serves: the wallet's account on each. */
function approvedOther(requests: readonly [string, NamespaceRequest][], other: OtherNamespace): ApprovedNamespace | undefined {
  const asked = requests.filter(([key]) => namespaceOf(key) === other.namespace);
  const chains = unique(asked.flatMap(([key, request]) => chainsOf(key, request))).filter((chain) => other.serves(chain));
  if (chains.length === 0) return undefined;
  return {
    chains,
    accounts: chains.map((chain) => `${chain}:${other.address(chain)}`),
    methods: unique([...other.methods, ...asked.flatMap(([, request]) => request.methods)]),
    events: unique([...other.events, ...asked.flatMap(([, request]) => request.events)]),
  };
}

/** The solana namespace when the dapp asked for the local Solana chain: the wallet's account there. */
function approvedSolana(requests: readonly [string, NamespaceRequest][], solana: LocalSolana): ApprovedNamespace | undefined {
  const asked = requests.filter(([key]) => namespaceOf(key) === 'solana');
  if (!asked.some(([key, request]) => chainsOf(key, request).includes(solana.chain))) return undefined;
  return {
    chains: [solana.chain],
    accounts: [`${solana.chain}:${solana.address}`],
    methods: unique([...SOLANA_WALLET_METHODS, ...asked.flatMap(([, request]) => request.methods)]),
    events: unique(asked.flatMap(([, request]) => request.events)),
  };
}

export type SessionNamespaces = Record<string, { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }>;

/**
 * The session's namespaces with one more eip155 chain and the account on it, for a session update; undefined
 * when the session has that chain already.
 */
export function withChain(namespaces: Readonly<SessionNamespaces>, chain: string, address: string): SessionNamespaces | undefined {
  if (namespaces['eip155']?.chains?.includes(chain)) return undefined;
  const copy: SessionNamespaces = Object.fromEntries(
    Object.entries(namespaces).map(([key, value]) => [
      key,
      { ...(value.chains ? { chains: [...value.chains] } : {}), accounts: [...value.accounts], methods: [...value.methods], events: [...value.events] },
    ]),
  );
  const eip155 = (copy['eip155'] ??= { accounts: [], methods: [...WALLET_METHODS], events: [...WALLET_EVENTS] });
  eip155.chains = [...(eip155.chains ?? []), chain];
  eip155.accounts.push(`${chain}:${address}`);
  return copy;
}

/** CAIP-2 "eip155:<n>" for a chain id given as a number, a decimal string or a 0x hex string. */
export function caipChainOf(chainId: unknown): string | undefined {
  const id = chainIdNumber(chainId);
  return id === undefined ? undefined : `eip155:${id}`;
}

export function chainIdNumber(chainId: unknown): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
  if (typeof chainId !== 'string' || !/^(0x[0-9a-f]+|[0-9]+)$/i.test(chainId)) return undefined;
  const value = Number(chainId);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function namespaceOf(key: string): string {
  return key.split(':')[0] ?? key;
}

function chainsOf(key: string, request: NamespaceRequest): string[] {
  return key.includes(':') ? [key] : [...(request.chains ?? [])];
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
