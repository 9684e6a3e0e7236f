/**
 * The embedded wallet's account type on the Account view: which switch is offered
 * ("Switch to your EOA" / "Switch to your smart account", on smart-account-enabled networks), the switch
 * itself (switchAccountType.ts), and whether the smart account is deployed yet (INIT_SMART_ACCOUNT, asked
 * again on `refresh`, since a first transaction deploys it without the page being told).
 */
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Logger } from '../../../../ports/logger.port.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import type { FrameUser } from '../../../entities/frame/frame-payloads.schema.js';
import { parseFrameSuccessPayload } from '../../../entities/frame/parseFramePayload.js';
import { StatefulUseCase } from '../../shared/index.js';
import { asWalletportError, type EmbeddedAccountType } from '../shared/index.js';
import type { EmbeddedWalletUseCase } from '../wallet/index.js';
import { accountTypeSwitch } from './accountTypeSwitch.js';
import { switchAccountType } from './switchAccountType.js';

export type AccountTypeState = {
  /** The type the Account view's switch goes to; undefined: no switch here. */
  readonly switchTo: EmbeddedAccountType | undefined;
  /** The type the wallet acts from now. */
  readonly current: EmbeddedAccountType | undefined;
  /** Whether the smart account has code on chain; undefined until known. */
  readonly smartAccountDeployed: boolean | undefined;
  readonly switching: boolean;
  readonly error: WalletportError | undefined;
};

export type AccountTypeDependencies = {
  embedded: Pick<EmbeddedWalletUseCase, 'connector' | 'loginStorage' | 'state$' | 'snapshot'>;
  /** The connected eip155 network, as it changes. */
  eip155Network$: Observable<string | undefined>;
  logger: Logger;
};

/** Never rejects: a failed switch is the state's `error`, and the wallet keeps the account it had. */
export type SwitchToErrorType = never;
export type RefreshErrorType = never;

export class AccountTypeUseCase extends StatefulUseCase<AccountTypeState> {
  readonly #deps: AccountTypeDependencies;
  #network: string | undefined;

  constructor(deps: AccountTypeDependencies) {
    super({ switchTo: undefined, current: undefined, smartAccountDeployed: undefined, switching: false, error: undefined });
    this.#deps = deps;
  }

  protected override onFirstSubscriber(): void {
    const user$ = this.#deps.embedded.state$.pipe(map((state) => state.user));
    this.follow(combineLatest([user$, this.#deps.eip155Network$.pipe(distinctUntilChanged())]), ([user, network]) => {
      this.#network = network;
      this.#show(user);
    });
  }

  /** Switches the embedded wallet to the other account type; the connection follows the new address. */
  async switchTo(type: EmbeddedAccountType): Promise<void> {
    if (this.snapshot.switching) return;
    this.ensureStarted();
    this.setState({ switching: true, error: undefined });
    try {
      const user = await switchAccountType({ connector: this.#deps.embedded.connector, stored: this.#deps.embedded.loginStorage, type });
      this.#show(user);
      this.setState({ switching: false });
    } catch (error) {
      this.#deps.logger.warn('The embedded wallet did not switch its account type', error);
      this.setState({ switching: false, error: asWalletportError(error) });
    }
  }

  /** Asks the wallet whether the smart account is deployed now (INIT_SMART_ACCOUNT); kept as is on failure. */
  async refresh(): Promise<void> {
    if (this.snapshot.switchTo === undefined) return;
    try {
      const answer = parseFrameSuccessPayload('INIT_SMART_ACCOUNT', await this.#deps.embedded.connector.frame.request('INIT_SMART_ACCOUNT'));
      this.setState({ smartAccountDeployed: answer.isDeployed });
    } catch (error) {
      this.#deps.logger.debug('The embedded wallet did not say whether its smart account is deployed', error);
    }
  }

  #show(user: FrameUser | undefined): void {
    const enabledNetworks = this.#deps.embedded.loginStorage.smartAccountEnabledNetworks();
    this.setState({
      switchTo: accountTypeSwitch({ user, caipNetworkId: this.#network, enabledNetworks }),
      current: user?.preferredAccountType,
      smartAccountDeployed: user?.smartAccountDeployed,
    });
  }
}
