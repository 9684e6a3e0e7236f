/**
 * Owns the options and the features the modal runs with. It takes options already checked and completed by
 * parseOptions (once, by whoever builds the client); features start from the local flags and are overridden
 * by the remote project configuration once `loadRemoteFeatures()` succeeds. Nothing is fetched until then:
 * the renderer asks when the modal first opens.
 */
import type { ProjectConfigResponse } from '../../entities/api/catalogue-api.schema.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { WalletCatalogue } from '../../../ports/wallet-catalogue.port.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { StatefulUseCase } from '../shared/index.js';
import { isEmbeddedWalletOn } from './embeddedWalletOn.js';
import { isOriginAllowed } from './isOriginAllowed.js';
import { withoutRestrictedOnramp } from './onrampTimeZone.js';
import type { FeatureOptions, Features, OptionsNetwork, ResolvedOptions } from './options.js';
import { resolveFeatures } from './resolveFeatures.js';

/**
 * - idle: nothing asked yet; loading: the request is out; loaded: remote configuration applied;
 * - failed: the request failed, local features stay; skipped: basic mode, nothing to ask.
 */
export type RemoteFeaturesStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'skipped';

export type OptionsState<TNetwork extends OptionsNetwork = CaipNetwork> = {
  options: ResolvedOptions<TNetwork>;
  features: Features;
  remoteFeaturesLoaded: boolean;
  remoteFeaturesStatus: RemoteFeaturesStatus;
  /** Local flags the remote configuration overrode (empty until it is loaded). */
  ignoredLocalFeatures: readonly (keyof FeatureOptions)[];
};

export type OptionsUseCaseDependencies<TNetwork extends OptionsNetwork = CaipNetwork> = {
  /** Checked and completed by parseOptions. */
  options: ResolvedOptions<TNetwork>;
  catalogue: Pick<WalletCatalogue, 'getProjectConfig' | 'getAllowedOrigins'>;
  logger: Logger;
  /** The visitor's IANA time zone (Platform.timeZone fits): the on-ramp is off in restricted ones. */
  timeZone?: (() => string) | undefined;
};

/** The outcome of checking the page's origin against the project's allowed origins. */
export type OriginCheck =
  /** Neither email nor social login is on, so no check is needed. */
  | { status: 'skipped' }
  | { status: 'allowed' }
  /** Show the 'Invalid App Configuration' alert (origin not allowed). */
  | { status: 'not-allowed'; origin: string }
  /** The origins could not be fetched: RATE_LIMITED or SERVER_ERROR from the catalogue. */
  | { status: 'unavailable'; error: unknown };

export class OptionsUseCase<TNetwork extends OptionsNetwork = CaipNetwork> extends StatefulUseCase<OptionsState<TNetwork>> {
  readonly #catalogue: OptionsUseCaseDependencies['catalogue'];
  readonly #logger: Logger;
  #pending: Promise<Features> | undefined;
  #warned = false;
  #embeddedLoginDisabled = false;
  readonly #timeZone: string | undefined;

  constructor({ options, catalogue, logger, timeZone }: OptionsUseCaseDependencies<TNetwork>) {
    // Read once: a page does not change time zone under a visitor, and features stay stable for the views.
    const zone = timeZone?.();
    super({
      options,
      features: withoutRestrictedOnramp({ features: resolveFeatures(options.features, undefined, { basic: options.basic }).features, timeZone: zone }),
      remoteFeaturesLoaded: false,
      remoteFeaturesStatus: 'idle',
      ignoredLocalFeatures: [],
    });
    this.#catalogue = catalogue;
    this.#logger = logger;
    this.#timeZone = zone;
  }

  /**
   * Fetches the project configuration and applies it. Never rejects: on failure the local features stay.
   * Concurrent calls share one request. In basic mode nothing is fetched (all remote features are off).
   */
  loadRemoteFeatures(): Promise<Features> {
    if (this.snapshot.options.basic) {
      this.setState({ remoteFeaturesStatus: 'skipped' });
      return Promise.resolve(this.snapshot.features);
    }
    this.#pending ??= this.#load().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** Loads the remote features unless they are loaded already (or skipped in basic mode); a failure is retried. */
  loadRemoteFeaturesOnce(): Promise<Features> {
    const { remoteFeaturesStatus } = this.snapshot;
    if (remoteFeaturesStatus === 'loaded' || remoteFeaturesStatus === 'skipped') return Promise.resolve(this.snapshot.features);
    return this.loadRemoteFeatures();
  }

  /**
   * Checks the page's origin when email or social login is on. Never rejects; the
   * caller raises the matching alert.
   */
  async checkOrigin(origin: string): Promise<OriginCheck> {
    if (!isEmbeddedWalletOn(this.snapshot.features)) return { status: 'skipped' };
    let allowedOrigins: string[];
    try {
      allowedOrigins = await this.#catalogue.getAllowedOrigins();
    } catch (error) {
      this.#logger.debug('Could not fetch the allowed origins', error);
      return { status: 'unavailable', error };
    }
    return isOriginAllowed(origin, allowedOrigins) ? { status: 'allowed' } : { status: 'not-allowed', origin };
  }

  /**
   * Turns email and social login off for the rest of the page's life: the page's origin is not allowed to
   * use the embedded wallet. A remote configuration loaded later cannot turn them on.
   */
  disableEmbeddedLogin(): void {
    this.#embeddedLoginDisabled = true;
    this.setState(({ features }) => ({ features: withoutEmbeddedLogin(features) }));
  }

  async #load(): Promise<Features> {
    this.setState({ remoteFeaturesStatus: 'loading' });
    let remote: ProjectConfigResponse;
    try {
      remote = await this.#catalogue.getProjectConfig();
    } catch (error) {
      this.#logger.debug('Could not fetch the remote project configuration; using the local features', error);
      this.setState({ remoteFeaturesStatus: this.snapshot.remoteFeaturesLoaded ? 'loaded' : 'failed' });
      return this.snapshot.features;
    }
    const { options } = this.snapshot;
    const resolved = resolveFeatures(options.features, remote, { basic: options.basic });
    const { ignored } = resolved;
    const allowed = withoutRestrictedOnramp({ features: resolved.features, timeZone: this.#timeZone });
    const features = this.#embeddedLoginDisabled ? withoutEmbeddedLogin(allowed) : allowed;
    this.setState({
      features,
      remoteFeaturesLoaded: true,
      remoteFeaturesStatus: 'loaded',
      ignoredLocalFeatures: ignored,
    });
    if (ignored.length > 0 && !this.#warned) {
      this.#warned = true;
      this.#logger.warn(ignoredFeaturesWarning(ignored), { ignored });
    }
    return features;
  }
}

function withoutEmbeddedLogin(features: Features): Features {
  return { ...features, email: false, socials: false };
}

/** The one warning logged when a remote configuration overrides local flags. */
export function ignoredFeaturesWarning(ignored: readonly string[]): string {
  const names = ignored.map((name) => `"${name}"`).join(', ');
  return (
    `Your local configuration for ${names} was ignored because a remote configuration was successfully ` +
    'fetched. Manage these features in your project dashboard instead.'
  );
}
