/**
 * The native balance: from the blockchain API's balance answer (its native
 * entry, the one without an address) when the API supports the network, otherwise (or when the API has no
 * usable native entry, failed, or is locked out) from the chain RPC through the namespace's chain adapter.
 * Shown floored to 3 decimals (formatBalance), cached NATIVE_BALANCE_CACHE_TTL_MS per address and network.
 *
 * Testnets show their real balance (the devstack's chains are testnets), not '0.00'. Reading: '0.00' (ZERO_BALANCE_DISPLAY)
 * stands for "no balance source exists": the chain is unsupported (a namespace without balances, or a wallet
 * on an unconfigured network), or neither the API nor a chain adapter covers it. Whenever a balance can be
 * read, testnet or not, the real one is shown. A source that exists but fails leaves the balance unknown
 * (undefined) rather than showing a zero the account may not hold.
 */
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import { NATIVE_BALANCE_CACHE_TTL_MS, ZERO_BALANCE_DISPLAY } from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { formatBalance, formatUnitsToDecimal } from '../../entities/number/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { AccountContext } from './accountContext.js';
import type { AccountDataState } from './account-data.types.js';
import { InFlight } from './in-flight.js';
import { nativeTokenEntry } from './native-token-entry.js';
import { TtlCache } from '../shared/index.js';

export type NativeBalance = {
  readonly balance: string;
  readonly symbol: string;
  /** Read from the chain (not the balance API's list): the row the Tokens list shows for it (native-token-entry.ts). */
  readonly token?: TokenBalance | undefined;
};

export type NativeBalanceLoaderDependencies = {
  readonly chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'getNativeBalance'>>;
  readonly scheduler: Pick<Scheduler, 'now'>;
  readonly logger: Pick<Logger, 'warn'>;
};

export class NativeBalanceLoader {
  readonly #chainAdapters: NativeBalanceLoaderDependencies['chainAdapters'];
  readonly #logger: Pick<Logger, 'warn'>;
  readonly #cache: TtlCache<string, NativeBalance>;
  readonly #inFlight = new InFlight();

  constructor({ chainAdapters, scheduler, logger }: NativeBalanceLoaderDependencies) {
    this.#chainAdapters = chainAdapters;
    this.#logger = logger;
    this.#cache = new TtlCache({ ttlMs: NATIVE_BALANCE_CACHE_TTL_MS, clock: scheduler });
  }

  cached(context: AccountContext): NativeBalance | undefined {
    return this.#cache.get(context.key);
  }

  /**
   * The native balance, by the source order described at the top of this file: `portfolio` is the balance
   * API's answer, when it gave one.
   */
  async load(context: AccountContext, portfolio: readonly TokenBalance[] | undefined, apiSupported: boolean): Promise<NativeBalance | undefined> {
    const entry = portfolio && nativeEntry(portfolio, context.network);
    const fromApi = entry && displayBalance(entry.quantity.numeric);
    if (entry && fromApi !== undefined) return this.#remember(context, { balance: fromApi, symbol: entry.symbol });
    const adapter = this.#chainAdapters.get(context.namespace);
    if (adapter) {
      return this.#inFlight.run(context.key, async () => {
        try {
          const result = await adapter.getNativeBalance({ address: context.address, caipNetworkId: context.caipNetworkId });
          return this.#remember(context, {
            balance: formatBalance(formatUnitsToDecimal(result.value, result.decimals)),
            symbol: result.symbol || context.network.nativeCurrency.symbol,
            token: nativeTokenEntry({ network: context.network, value: result.value, decimals: result.decimals, symbol: result.symbol }),
          });
        } catch (error) {
          this.#logger.warn(`The native balance could not be read on ${context.caipNetworkId}`, error);
          return undefined;
        }
      });
    }
    const symbol = context.network.nativeCurrency.symbol;
    // The API answered and lists no native balance: the account holds none.
    if (portfolio) return this.#remember(context, { balance: formatBalance(0), symbol });
    if (!apiSupported) return { balance: ZERO_BALANCE_DISPLAY, symbol };
    return undefined;
  }

  #remember(context: AccountContext, value: NativeBalance): NativeBalance {
    this.#cache.set(context.key, value);
    return value;
  }
}

export function nativeBalanceState(value: NativeBalance | undefined, context: AccountContext): Partial<AccountDataState> {
  return { balance: value?.balance, balanceSymbol: value?.symbol ?? context.network.nativeCurrency.symbol, balanceLoading: false };
}

/** The network's native entry: no token address, on this network. */
function nativeEntry(balances: readonly TokenBalance[], network: CaipNetwork): TokenBalance | undefined {
  const ids = new Set([network.caipNetworkId, network.deprecatedCaipNetworkId, String(network.id)]);
  return balances.find((balance) => !balance.address && ids.has(balance.chainId));
}

function displayBalance(numeric: string): string | undefined {
  try {
    return formatBalance(numeric);
  } catch {
    return undefined;
  }
}
