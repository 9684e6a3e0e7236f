/** The state and the collaborators of the social login (social-login.usecase.ts). */
import type { Observable } from 'rxjs';
import type { Logger } from '../../../../ports/logger.port.js';
import type { Platform } from '../../../../ports/platform.port.js';
import type { Scheduler } from '../../../../ports/scheduler.port.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import type { FrameSocialProvider } from '../../../entities/frame/frame-payloads.schema.js';
import type { OpenModalParameters } from '../../modal/index.js';
import type { RouterState } from '../../router/index.js';
import type { RouterData, ViewName } from '../../router/index.js';
import type { TrackEvents } from '../../shared/index.js';
import type { EmbeddedWalletUseCase } from '../wallet/index.js';

export type SocialLoginStep =
  /** Nothing under way. */
  | 'idle'
  /** The popup is open on the secure site's loading page; the frame loads and the provider's address is fetched. */
  | 'opening'
  /** The popup shows the provider's page: waiting for the person (and the secure site's result). */
  | 'waiting'
  /** The result came: CONNECT_SOCIAL, then the wallet connects. */
  | 'connecting'
  /** Telegram: the top window is on its way to the provider. */
  | 'redirecting'
  | 'failed';

export type SocialLoginState = {
  readonly step: SocialLoginStep;
  readonly provider: FrameSocialProvider | undefined;
  /** Why the last login failed ('failed'), for the view to show. */
  readonly error: WalletportError | undefined;
};

export const IDLE_SOCIAL_LOGIN: SocialLoginState = { step: 'idle', provider: undefined, error: undefined };

/** The view of the flow; leaving it abandons a login under way. */
export const SOCIAL_LOGIN_VIEW: ViewName = 'ConnectingSocial';

/** The secure site's page the popup opens on, inside the click (docs/EMBEDDED-WALLET.md step 1). */
export const SOCIAL_LOADING_PATH = '/social/loading';

export type SocialLoginDependencies = {
  embedded: Pick<EmbeddedWalletUseCase, 'prepare' | 'reportFailure' | 'connector' | 'loginStorage' | 'rememberSocialLogin' | 'forgetSocialLogin' | 'loginConnectorId'>;
  connection: { connect(parameters: { connectorId: string; method: 'social' }): Promise<unknown> };
  /** The active EVM network: the chain CONNECT_SOCIAL asks for. */
  network: { readonly snapshot: { readonly activeCaipNetworks: { readonly eip155?: { readonly id: number | string } | undefined } } };
  router: {
    readonly snapshot: RouterState;
    readonly state$: Observable<RouterState>;
    push(view: ViewName, data?: RouterData): void;
    replace(view: ViewName, data?: RouterData): void;
    goBack(): void;
  };
  modal: { readonly snapshot: { readonly open: boolean }; open(parameters: OpenModalParameters): void; close(): boolean };
  toasts: { showError(error: WalletportError): void };
  platform: Pick<Platform, 'openPopup' | 'onMessage' | 'isTelegram' | 'href' | 'redirectTop' | 'replaceAddress'>;
  scheduler: Pick<Scheduler, 'schedule' | 'every'>;
  /** The secure site (options.secureSiteUrl): the popup's first page and the only origin results come from. */
  secureSiteUrl: string;
  events: TrackEvents;
  logger: Logger;
};
