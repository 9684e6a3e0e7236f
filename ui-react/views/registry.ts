/**
 * Which component shows each view. Connect is bundled with the modal layer (the first screen must be
 * instant once the modal opens); every other view is a separate chunk behind React.lazy, fetched when first
 * shown or earlier by prefetchViews() (prefetch.ts: when the page is idle after the provider mounts, and when
 * a walletport button is hovered or focused). A view not listed here renders the "not available yet" view, never a blank.
 *
 * To add a view: write `views/X/X.tsx` exporting a component named `XView`, then add one loader line.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ViewName } from '../../domain/usecases/router/views.js';
import { ConnectView } from './Connect/Connect.js';

type ViewModule = { default: ComponentType };
type ViewLoader = () => Promise<ViewModule>;

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
  Account: () => import('./Account/Account.js').then((module) => ({ default: module.AccountView })),
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
  Send: () => import('./Send/views.js').then((module) => ({ default: module.SendView })),
  SendSelectToken: () => import('./Send/views.js').then((module) => ({ default: module.SendSelectTokenView })),
  SendPreview: () => import('./Send/views.js').then((module) => ({ default: module.SendPreviewView })),
  Swap: () => import('./Swap/views.js').then((module) => ({ default: module.SwapView })),
  SwapSelectToken: () => import('./Swap/views.js').then((module) => ({ default: module.SwapSelectTokenView })),
  SwapPreview: () => import('./Swap/views.js').then((module) => ({ default: module.SwapPreviewView })),
  ProfileWallets: () => import('./ProfileWallets/ProfileWallets.js').then((module) => ({ default: module.ProfileWalletsView })),
  UpdateEmailWallet: () =>
    import('./UpdateEmailWallet/UpdateEmailWallet.js').then((module) => ({ default: module.UpdateEmailWalletView })),
  UpdateEmailPrimaryOtp: () =>
    import('./UpdateEmailWallet/UpdateEmailOtp.js').then((module) => ({ default: module.UpdateEmailPrimaryOtpView })),
  UpdateEmailSecondaryOtp: () =>
    import('./UpdateEmailWallet/UpdateEmailOtp.js').then((module) => ({ default: module.UpdateEmailSecondaryOtpView })),
  RegisterAccountName: () =>
    import('./RegisterAccountName/RegisterAccountName.js').then((module) => ({ default: module.RegisterAccountNameView })),
  RegisterAccountNameSuccess: () =>
    import('./RegisterAccountNameSuccess/RegisterAccountNameSuccess.js').then((module) => ({ default: module.RegisterAccountNameSuccessView })),
  Receive: () => import('./Receive/Receive.js').then((module) => ({ default: module.ReceiveView })),
};

/** The views bundled with the shell. */
export const eagerViews: Partial<Record<ViewName, ComponentType>> = {
  Connect: ConnectView,
};

/**
 * One promise per view, shared by prefetch and React.lazy so a prefetched chunk is not fetched twice. A
 * failed load is forgotten, so the next attempt (a retry, or showing the view again) fetches afresh.
 */
const pending = new Map<ViewName, Promise<ViewModule>>();

function load(view: ViewName, loader: ViewLoader): Promise<ViewModule> {
  let promise = pending.get(view);
  if (!promise) {
    promise = loader();
    pending.set(view, promise);
    promise.catch(() => pending.delete(view));
  }
  return promise;
}

export type ViewRegistry = {
  readonly eager: Partial<Record<ViewName, ComponentType>>;
  readonly lazy: Partial<Record<ViewName, LazyExoticComponent<ComponentType>>>;
};

export const lazyViews: ViewRegistry['lazy'] = Object.fromEntries(
  (Object.entries(viewLoaders) as [ViewName, ViewLoader][]).map(([view, loader]) => [view, lazy(() => load(view, loader))]),
);

export const defaultViewRegistry: ViewRegistry = { eager: eagerViews, lazy: lazyViews };

/** The names that have a component (eager or lazy). */
export function implementedViews(registry: ViewRegistry = defaultViewRegistry): ViewName[] {
  return [...Object.keys(registry.eager), ...Object.keys(registry.lazy)] as ViewName[];
}

/**
 * Starts loading every lazy view's chunk; resolves when all have settled (a failed one is retried when it is
 * shown). Safe to call often: each chunk is requested once. (prefetch.ts adds the modal layer.)
 */
export async function prefetchLazyViews(): Promise<void> {
  await Promise.allSettled(
    (Object.entries(viewLoaders) as [ViewName, ViewLoader][]).map(([view, loader]) => load(view, loader)),
  );
}
