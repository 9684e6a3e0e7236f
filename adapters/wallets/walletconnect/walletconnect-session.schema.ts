/**
 * Sessions as the Sign client stores and hands them out, checked at the edge and reduced to the port's
 * WalletConnectSession. A session comes from a wallet (and from storage another version may have written),
 * so nothing is trusted: the structure must hold (topic, expiry, namespaces, the peer's name), and inside it
 * an account that is not a CAIP-10 id of its namespace (an EVM account whose address is not 20 bytes of hex)
 * or a namespace we do not know is dropped rather than failing the whole session.
 */
import { z } from 'zod/mini';
import { isCaipAddress, isCaipNetworkId, isChainNamespace } from '../../../domain/entities/caip/index.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { ensureZodMessages } from '../../../domain/entities/validation/zod-messages.js';
import type { WalletConnectSession } from '../../../ports/walletconnect.port.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const stringList = lazySchema(() => z.pipe(
  z.array(z.unknown()),
  z.transform((items: unknown[]) => items.filter((item): item is string => typeof item === 'string')),
));

const rawNamespaceSchema = lazySchema(() => z.object({
  accounts: stringList,
  chains: z.optional(stringList),
  methods: z.catch(stringList, []),
  events: z.catch(stringList, []),
}));

const rawSessionSchema = lazySchema(() => z.object({
  topic: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  expiry: z.number().check(z.int(), z.positive()),
  namespaces: z.record(z.string(), z.unknown()),
  peer: z.object({
    metadata: z.object({
      name: z.string(),
      url: z.catch(z.optional(z.string()), undefined),
      icons: z.catch(z.optional(stringList), undefined),
    }),
  }),
  sessionProperties: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
}));

type SessionNamespace = WalletConnectSession['namespaces'][string];

/** A CAIP-10 account of `namespace` whose address suits it. */
function isAccountOf(namespace: string, account: string): boolean {
  if (!isCaipAddress(account) || !account.startsWith(`${namespace}:`)) return false;
  return namespace !== 'eip155' || EVM_ADDRESS.test(account.split(':')[2] ?? '');
}

/** One namespace entry (`eip155`, or the CAIP-2 keyed form `eip155:1`), or undefined when unusable. */
function parseNamespace(key: string, value: unknown): [string, SessionNamespace] | undefined {
  const parsed = rawNamespaceSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const namespace = key.split(':')[0] ?? '';
  const keyedByChain = key.includes(':');
  if (!isChainNamespace(namespace) || (keyedByChain && !isCaipNetworkId(key))) return undefined;
  const accounts = [...new Set(parsed.data.accounts.filter((account) => isAccountOf(namespace, account)))];
  const listed = keyedByChain ? [key] : (parsed.data.chains ?? []);
  const chains = listed.filter((chain) => isCaipNetworkId(chain) && chain.startsWith(`${namespace}:`));
  return [namespace, { accounts, chains, methods: parsed.data.methods, events: parsed.data.events }];
}

/**
 * The port's view of a Sign client session. Throws INVALID_RESPONSE ('Invalid response from WalletConnect
 * session') when its structure is broken.
 */
export function parseWalletConnectSession(raw: unknown): WalletConnectSession {
  ensureZodMessages();
  let parsed: ReturnType<typeof rawSessionSchema.safeParse>;
  try {
    parsed = rawSessionSchema.safeParse(raw);
  } catch {
    throw walletportError('INVALID_RESPONSE', ['WalletConnect session'], { details: 'The session could not be read' });
  }
  if (!parsed.success) {
    throw walletportError('INVALID_RESPONSE', ['WalletConnect session'], { details: parsed.error.issues[0]?.message });
  }
  const { topic, expiry, peer, sessionProperties } = parsed.data;
  const namespaces: Record<string, SessionNamespace> = {};
  for (const [key, value] of Object.entries(parsed.data.namespaces)) {
    const entry = parseNamespace(key, value);
    if (!entry) continue;
    const [namespace, parsedNamespace] = entry;
    const known = namespaces[namespace];
    namespaces[namespace] = known
      ? {
          accounts: [...new Set([...known.accounts, ...parsedNamespace.accounts])],
          chains: [...new Set([...(known.chains ?? []), ...(parsedNamespace.chains ?? [])])],
          methods: [...new Set([...known.methods, ...parsedNamespace.methods])],
          events: [...new Set([...known.events, ...parsedNamespace.events])],
        }
      : parsedNamespace;
  }
  const stringProperties = Object.entries(sessionProperties ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    topic,
    namespaces,
    expiry,
    peer: {
      name: peer.metadata.name,
      ...(peer.metadata.url === undefined ? {} : { url: peer.metadata.url }),
      ...(peer.metadata.icons === undefined ? {} : { icons: peer.metadata.icons }),
    },
    ...(stringProperties.length > 0 ? { sessionProperties: Object.fromEntries(stringProperties) } : {}),
  };
}

/** Every CAIP-2 chain the session holds: its namespaces' chains and its accounts' chains. */
export function sessionChains(session: WalletConnectSession): string[] {
  const chains = new Set<string>();
  for (const namespace of Object.values(session.namespaces)) {
    for (const chain of namespace.chains ?? []) chains.add(chain);
    for (const account of namespace.accounts) chains.add(account.split(':').slice(0, 2).join(':'));
  }
  return [...chains];
}

/** The plain addresses the session holds on `caipNetworkId`, in the session's order, without duplicates. */
export function sessionAccountsOn(session: WalletConnectSession, caipNetworkId: string): string[] {
  const namespace = caipNetworkId.split(':')[0] ?? '';
  const addresses = (session.namespaces[namespace]?.accounts ?? [])
    .filter((account) => account.startsWith(`${caipNetworkId}:`))
    .map((account) => account.split(':')[2] ?? '');
  return [...new Set(addresses)];
}
