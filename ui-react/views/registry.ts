/**
 * Which component shows each view. Connect is bundled with the modal layer (the first screen must be
 * instant once the modal opens); every other view is a separate chunk, fetched when first shown or earlier,
 * on intent (prefetch.ts: a walletport button hovered or focused fetches the view it opens, a view pointed
 * at or used from the keyboard fetches the views it leads to, NEXT_VIEWS). A view not listed here renders the
 * "not available yet" view, never a blank.
 *
 * A loaded view renders at once, in the same commit as the navigation (ViewOutlet.tsx keeps the loaded
 * components here, not behind React.lazy: a Suspense boundary that showed its fallback holds the content
 * back until 300 ms after the fallback, React's reveal throttle, which was the Account and Swap views'
 * fixed 330 ms).
 *
 * To add a view: write `views/X/X.tsx` exporting a component named `XView`, then add one loader line.
 */
import type { ComponentType } from 'react';
import { loadFlows, type FlowName } from '../../container/flows.js';
import type { ViewName } from '../../domain/usecases/router/index.js';
import { ConnectView } from './Connect/Connect.js';

type ViewModule = { default: ComponentType };
/** Fetches a view's chunk. */
export type ViewLoader = () => Promise<ViewModule>;

/**
 * A view that shows a flow loaded on first use (container/flows.ts: swap, send, names, activity, onramp): its chunk
 * and the flow's use case load together, so the view reads `core.<flow>` from its first render.
 */
const withFlows =
  (flows: readonly FlowName[], loader: ViewLoader): ViewLoader =>
  () =>
    Promise.all([loader(), loadFlows(...flows)]).then(([module]) => module);

/** The lazily loaded views. Each import() is a literal so bundlers split it into its own chunk. */
const viewLoaders: Partial<Record<ViewName, ViewLoader>> = {
  WhatIsAWallet: () => import('./WhatIsAWallet/WhatIsAWallet.js').then((module) => ({ default: module.WhatIsAWalletView })),
  AllWallets: () => import('./AllWallets/AllWallets.js').then((module) => ({ default: module.AllWalletsView })),
  ConnectingExternal: () =>
    import('./ConnectingExternal/ConnectingExternal.js').then((module) => ({ default: module.ConnectingExternalView })),
  ConnectingWalletConnect: () =>
    import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then((module) => ({ default: module.ConnectingWalletConnectView })),
  ConnectingWalletConnectBasic: () =>
    import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js').then((module) => ({
      default: module.ConnectingWalletConnectBasicView,
    })),
  // The Account view shows the activity and the name button, and prefetches the swap form on intent.
  Account: withFlows(['activity', 'names', 'swap'], () => import('./Account/Account.js').then((module) => ({ default: module.AccountView }))),
  Networks: () => import('./Networks/Networks.js').then((module) => ({ default: module.NetworksView })),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetwork.js').then((module) => ({ default: module.SwitchNetworkView })),
  SwitchActiveChain: () =>
    import('./SwitchActiveChain/SwitchActiveChain.js').then((module) => ({ default: module.SwitchActiveChainView })),
  UnsupportedChain: () =>
    import('./UnsupportedChain/UnsupportedChain.js').then((module) => ({ default: module.UnsupportedChainView })),
  EmailLogin: () => import('./EmailLogin/EmailLogin.js').then((module) => ({ default: module.EmailLoginView })),
  EmailVerifyDevice: () =>
    import('./EmailVerifyDevice/EmailVerifyDevice.js').then((module) => ({ default: module.EmailVerifyDeviceView })),
  EmailVerifyOtp: () => import('./EmailVerifyOtp/EmailVerifyOtp.js').then((module) => ({ default: module.EmailVerifyOtpView })),
  ConnectingEmbedded: () =>
    import('./ConnectingEmbedded/ConnectingEmbedded.js').then((module) => ({ default: module.ConnectingEmbeddedView })),
  ConnectingSocial: () =>
    import('./ConnectingSocial/ConnectingSocial.js').then((module) => ({ default: module.ConnectingSocialView })),
  ConnectingFarcaster: () =>
    import('./ConnectingFarcaster/ConnectingFarcaster.js').then((module) => ({ default: module.ConnectingFarcasterView })),
  SIWXSignMessage: () =>
    import('./SIWXSignMessage/SIWXSignMessage.js').then((module) => ({ default: module.SIWXSignMessageView })),
  ApproveTransaction: () =>
    import('./ApproveTransaction/ApproveTransaction.js').then((module) => ({ default: module.ApproveTransactionView })),
  Send: withFlows(['send'], () => import('./Send/views.js').then((module) => ({ default: module.SendView }))),
  SendSelectToken: withFlows(['send'], () => import('./Send/views.js').then((module) => ({ default: module.SendSelectTokenView }))),
  SendPreview: withFlows(['send'], () => import('./Send/views.js').then((module) => ({ default: module.SendPreviewView }))),
  Swap: withFlows(['swap'], () => import('./Swap/views.js').then((module) => ({ default: module.SwapView }))),
  SwapSelectToken: withFlows(['swap'], () => import('./Swap/views.js').then((module) => ({ default: module.SwapSelectTokenView }))),
  SwapPreview: withFlows(['swap'], () => import('./Swap/views.js').then((module) => ({ default: module.SwapPreviewView }))),
  ProfileWallets: () => import('./ProfileWallets/ProfileWallets.js').then((module) => ({ default: module.ProfileWalletsView })),
  UpdateEmailWallet: () =>
    import('./UpdateEmailWallet/UpdateEmailWallet.js').then((module) => ({ default: module.UpdateEmailWalletView })),
  UpdateEmailPrimaryOtp: () =>
    import('./UpdateEmailWallet/UpdateEmailOtp.js').then((module) => ({ default: module.UpdateEmailPrimaryOtpView })),
  UpdateEmailSecondaryOtp: () =>
    import('./UpdateEmailWallet/UpdateEmailOtp.js').then((module) => ({ default: module.UpdateEmailSecondaryOtpView })),
  RegisterAccountName: withFlows(['names'], () =>
    import('./RegisterAccountName/RegisterAccountName.js').then((module) => ({ default: module.RegisterAccountNameView })),
  ),
  RegisterAccountNameSuccess: withFlows(['names'], () =>
    import('./RegisterAccountNameSuccess/RegisterAccountNameSuccess.js').then((module) => ({ default: module.RegisterAccountNameSuccessView })),
  ),
  Receive: () => import('./Receive/Receive.js').then((module) => ({ default: module.ReceiveView })),
  Buy: withFlows(['onramp'], () => import('./OnRamp/views.js').then((module) => ({ default: module.BuyView }))),
  OnRampProviders: withFlows(['onramp'], () => import('./OnRamp/views.js').then((module) => ({ default: module.OnRampProvidersView }))),
  BuyInProgress: withFlows(['onramp'], () => import('./OnRamp/views.js').then((module) => ({ default: module.BuyInProgressView }))),
};

/** The views bundled with the shell. */
export const eagerViews: Partial<Record<ViewName, ComponentType>> = {
  Connect: ConnectView,
};

/**
 * The views a view leads to, fetched when the visitor points at the view or moves through it with the
 * keyboard (ModalDialog.tsx), so the next click finds its chunk loaded.
 */
export const NEXT_VIEWS: Partial<Record<ViewName, readonly ViewName[]>> = {
  Connect: ['ConnectingExternal', 'ConnectingWalletConnect', 'AllWallets', 'WhatIsAWallet', 'EmailLogin', 'ConnectingSocial', 'ConnectingFarcaster'],
  AllWallets: ['ConnectingExternal', 'ConnectingWalletConnect'],
  Account: ['Buy', 'Swap', 'Send', 'Receive', 'Networks', 'ProfileWallets'],
  Buy: ['OnRampProviders', 'BuyInProgress'],
  OnRampProviders: ['BuyInProgress'],
  Networks: ['SwitchNetwork'],
  Send: ['SendSelectToken', 'SendPreview'],
  Swap: ['SwapSelectToken', 'SwapPreview'],
  EmailLogin: ['EmailVerifyOtp', 'EmailVerifyDevice'],
};

type Loaded = { promise: Promise<ComponentType>; component?: ComponentType };

/**
 * One load per loader, shared by prefetch and the outlet so a prefetched chunk is not fetched twice, and the
 * component once it is there. A failed load is forgotten, so the next attempt (a retry, or showing the view
 * again) fetches afresh.
 */
const loads = new WeakMap<ViewLoader, Loaded>();

/** Loads a view's chunk (once); resolves to its component. */
export function loadView(loader: ViewLoader): Promise<ComponentType> {
  let entry = loads.get(loader);
  if (!entry) {
    const loaded: Loaded = {
      promise: loader().then((module) => {
        loaded.component = module.default;
        return module.default;
      }),
    };
    entry = loaded;
    loads.set(loader, loaded);
    loaded.promise.catch(() => {
      if (loads.get(loader) === loaded) loads.delete(loader);
    });
  }
  return entry.promise;
}

/** The view's component when its chunk has loaded (synchronously), else undefined. */
export function loadedView(loader: ViewLoader): ComponentType | undefined {
  return loads.get(loader)?.component;
}

export type ViewRegistry = {
  readonly eager: Partial<Record<ViewName, ComponentType>>;
  readonly lazy: Partial<Record<ViewName, ViewLoader>>;
};

export const lazyViews: ViewRegistry['lazy'] = viewLoaders;

export const defaultViewRegistry: ViewRegistry = { eager: eagerViews, lazy: lazyViews };

/** The names that have a component (eager or lazy). */
export function implementedViews(registry: ViewRegistry = defaultViewRegistry): ViewName[] {
  return [...Object.keys(registry.eager), ...Object.keys(registry.lazy)] as ViewName[];
}

/** Starts loading these views' chunks (unknown and eager ones are skipped); resolves when all have settled. */
export async function prefetchLazyViews(views: readonly ViewName[] = Object.keys(viewLoaders) as ViewName[]): Promise<void> {
  await Promise.allSettled(views.flatMap((view) => (viewLoaders[view] ? [loadView(viewLoaders[view])] : [])));
}
