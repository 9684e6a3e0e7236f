/**
 * Account names of the name service (look-up, reverse look-up, suggestions and
 * registration), for the RegisterAccountName views and for whoever resolves a name (the
 * Send receiver).
 *
 * - `search(query)`: what the visitor types. A name that breaks the rule (letters, digits and hyphens, at
 *   least 4 characters) is 'invalid' at once and calls nothing; a valid one is looked up DEFAULT_DEBOUNCE_MS
 *   after the last keystroke: its availability (the name itself: 404 means free) and suggestions, side by
 *   side. An answer for a query no longer shown changes nothing.
 * - `register(name)`: the wallet signs the message `{name, attributes, timestamp}` (registrationMessage.ts),
 *   the service gets it with the coin type of the active EVM chain (coinTypeFromChainId); success shows
 *   RegisterAccountNameSuccess and reloads the account data past its caches (the identity is cached 5
 *   minutes, in storage too: without this the old, nameless identity would survive a reload); failure shows
 *   'Error registering name {name}' and returns to RegisterAccountName.
 * - `resolveName` and `getNamesForAddress`: single reads with the spec's errors; resolved names are cached
 *   NAME_LOOKUP_CACHE_TTL_MS.
 *
 * Names exist on eip155 only.
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { NameResponse } from '../../entities/api/blockchain-api.schema.js';
import { DEFAULT_DEBOUNCE_MS, NAME_LOOKUP_CACHE_TTL_MS } from '../../entities/constants.js';
import { coinTypeFromChainId, isValidAccountName, stripNameSuffix, withNameSuffix } from '../../entities/name/index.js';
import { TtlCache } from '../shared/index.js';
import type { Ticket } from '../shared/index.js';
import { StatefulUseCase } from '../shared/index.js';
import { askEvmWallet } from '../shared/index.js';
import { isNameNotFound } from './isNameNotFound.js';
import {
  INITIAL_NAMES_STATE,
  type NameSuggestion,
  type NamesState,
  type NamesUseCaseDependencies,
  type RegisterAccountNameResult,
} from './names.types.js';
import { registrationMessage } from './registrationMessage.js';

export * from './names.types.js';

export type ResolveNameReturnType = NameResponse;
export type ResolveNameErrorType = WalletportError<'NAME_RESOLVE_FAILED'>;
export type GetNamesForAddressReturnType = readonly NameResponse[];
export type GetNamesForAddressErrorType = WalletportError<'NAMES_FOR_ADDRESS_FAILED'>;

export class NamesUseCase extends StatefulUseCase<NamesState> {
  readonly #deps: NamesUseCaseDependencies;
  readonly #resolved: TtlCache<string, NameResponse>;
  #cancelDebounce: (() => void) | undefined;
  /** Every search takes a ticket; lookups of an older one change nothing. */
  readonly #searches = this.latest();

  constructor(dependencies: NamesUseCaseDependencies) {
    super(INITIAL_NAMES_STATE);
    this.#deps = dependencies;
    this.#resolved = new TtlCache({ ttlMs: NAME_LOOKUP_CACHE_TTL_MS, clock: dependencies.scheduler });
  }

  /** Back to an empty form (RegisterAccountName opened afresh); keeps the last registered name. */
  reset(): void {
    this.#stopSearch();
    this.setState({ ...INITIAL_NAMES_STATE, registeredName: this.snapshot.registeredName });
  }

  /** The visitor typed `input` (with or without the suffix): validate now, look it up after the debounce. */
  search(input: string): void {
    // Names are case-insensitive at the service (it files them in lower case): look up what it will store.
    const query = stripNameSuffix(input.trim()).toLowerCase();
    const ticket = this.#stopSearch();
    if (query === '') {
      this.setState({ query, availability: 'idle', suggestions: [], suggestionsLoading: false, error: undefined });
      return;
    }
    if (!isValidAccountName(query)) {
      this.setState({ query, availability: 'invalid', suggestions: [], suggestionsLoading: false, error: undefined });
      return;
    }
    this.setState({ query, availability: 'checking', suggestionsLoading: true, error: undefined });
    this.#cancelDebounce = this.#deps.scheduler.schedule(() => {
      this.#cancelDebounce = undefined;
      void this.#lookUp(query, ticket);
    }, DEFAULT_DEBOUNCE_MS);
  }

  /** Registers `name` for the connected EVM account, signed by its wallet. Never rejects: failures are values. */
  async register(name: string): Promise<RegisterAccountNameResult> {
    const label = stripNameSuffix(name.trim()).toLowerCase();
    const fullName = withNameSuffix(label);
    this.#stopSearch();
    this.setState({ registering: true, error: undefined });
    try {
      if (!isValidAccountName(label)) throw new Error(`${label} breaks the name rule`);
      const { address, chainId } = this.#evmAccount();
      const message = registrationMessage({ name: label, now: this.#deps.scheduler.now() });
      // The one wallet path of every flow: the cause below is the wallet's failure as Send and Swap read it.
      const signature = await askEvmWallet(this.#deps, ({ adapter, provider }) => adapter.signMessage({ provider, address, message }));
      await this.#deps.api.registerName({ coinType: coinTypeFromChainId(chainId), address, message, signature });
    } catch (cause) {
      const error = walletportError('NAME_REGISTER_FAILED', [fullName], { cause });
      this.setState({ registering: false, error });
      this.#deps.toasts.showError(error);
      if (this.#deps.router.snapshot.view !== 'RegisterAccountName') this.#deps.router.replace('RegisterAccountName');
      return { status: 'failed', error };
    }
    this.#resolved.delete(fullName);
    this.setState({ registering: false, registeredName: fullName, query: '', availability: 'idle', suggestions: [] });
    this.#deps.router.replace('RegisterAccountNameSuccess');
    this.#deps.account.refresh({ force: true }).catch((error: unknown) => this.#deps.logger.warn('The account data could not be reloaded', error));
    return { status: 'registered', name: fullName };
  }

  /** The record of `name` (suffix added when missing); throws NAME_RESOLVE_FAILED, also for an unknown name. */
  async resolveName(name: string): Promise<ResolveNameReturnType> {
    const fullName = withNameSuffix(name.trim().toLowerCase());
    const cached = this.#resolved.get(fullName);
    if (cached) return cached;
    try {
      const record = await this.#deps.api.getName({ name: fullName });
      this.#resolved.set(fullName, record);
      return record;
    } catch (cause) {
      throw walletportError('NAME_RESOLVE_FAILED', [], { cause });
    }
  }

  /** The names registered to `address`; throws NAMES_FOR_ADDRESS_FAILED. */
  async getNamesForAddress(address: string): Promise<GetNamesForAddressReturnType> {
    try {
      return await this.#deps.api.getNamesForAddress({ address, sender: address });
    } catch (cause) {
      throw walletportError('NAMES_FOR_ADDRESS_FAILED', [], { cause });
    }
  }

  protected override onDispose(): void {
    this.#stopSearch();
  }

  /** Cancels the pending debounce and outdates lookups under way; returns the new search's ticket. */
  #stopSearch(): Ticket {
    this.#cancelDebounce?.();
    this.#cancelDebounce = undefined;
    return this.#searches.take();
  }

  async #lookUp(query: string, ticket: Ticket): Promise<void> {
    const [availability, suggestions] = await Promise.all([this.#availability(query), this.#suggestions(query)]);
    if (!ticket.isCurrent()) return;
    // One message at a time: resolving the name matters more to the visitor than the suggestions.
    const error = availability.error ?? suggestions.error;
    this.setState({
      availability: availability.value,
      suggestions: suggestions.value.filter((suggestion) => suggestion.name !== withNameSuffix(query)),
      suggestionsLoading: false,
      error,
    });
  }

  async #availability(query: string): Promise<{ value: NamesState['availability']; error?: WalletportError<'NAME_RESOLVE_FAILED'> }> {
    try {
      await this.#deps.api.getName({ name: withNameSuffix(query) });
      return { value: 'taken' };
    } catch (cause) {
      if (isNameNotFound(cause)) return { value: 'available' };
      this.#deps.logger.warn('The name could not be resolved', cause);
      return { value: 'unknown', error: walletportError('NAME_RESOLVE_FAILED', [], { cause }) };
    }
  }

  async #suggestions(query: string): Promise<{ value: readonly NameSuggestion[]; error?: WalletportError<'NAME_SUGGESTIONS_FAILED'> }> {
    try {
      const answer = await this.#deps.api.getNameSuggestions({ name: query });
      return { value: answer.suggestions.map(({ name, registered }) => ({ name, registered })) };
    } catch (cause) {
      this.#deps.logger.warn('The name suggestions could not be fetched', cause);
      return { value: [], error: walletportError('NAME_SUGGESTIONS_FAILED', [], { cause }) };
    }
  }

  /** The connected EVM account and its chain; throws when there is none. */
  #evmAccount(): { address: string; chainId: number } {
    const connection = this.#deps.connection.snapshot.namespaces.eip155;
    const { activeCaipNetworks, activeCaipNetwork } = this.#deps.network.snapshot;
    const network = activeCaipNetworks.eip155 ?? (activeCaipNetwork.chainNamespace === 'eip155' ? activeCaipNetwork : undefined);
    if (connection?.status !== 'connected' || !connection.address || !network) throw walletportError('NO_ACTIVE_CAIP_ADDRESS');
    // A non-numeric id becomes NaN, which coinTypeFromChainId refuses ('Invalid chainId').
    return { address: connection.address, chainId: Number(network.id) };
  }
}
