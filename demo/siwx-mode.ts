/**
 * The demo's sign-in switch: `?siwx=required` or `?siwx=optional` turns sign-in on (off by default), and
 * `?siwxStore=local` keeps sessions in this browser instead of the local cloud's sign-in server. The
 * switch in the page (App.tsx) reloads with these parameters, since sign-in is chosen when the client is
 * created.
 */
import type { SiwxConfig } from 'walletport/siwx';
import { createCloudSiwx, createLocalSiwx } from 'walletport/siwx';
import type { CreateWalletportParameters } from 'walletport';

export type SiwxMode = 'off' | 'required' | 'optional';
export type SiwxStore = 'cloud' | 'local';

export function siwxModeFromPage(): { mode: SiwxMode; store: SiwxStore } {
  const query = new URLSearchParams(window.location.search);
  const mode = query.get('siwx');
  return {
    mode: mode === 'required' || mode === 'optional' ? mode : 'off',
    store: query.get('siwxStore') === 'local' ? 'local' : 'cloud',
  };
}

/** The `siwx` option for the page's switch, or undefined when sign-in is off. */
export function demoSiwx(options: Pick<CreateWalletportParameters, 'projectId' | 'apiUrl' | 'networks'>): SiwxConfig | undefined {
  const { mode, store } = siwxModeFromPage();
  if (mode === 'off') return undefined;
  const required = mode === 'required';
  const statement = 'Sign in to the walletport demo.';
  if (store === 'local') return createLocalSiwx({ required, statement, networks: options.networks.map(localNetwork) });
  return createCloudSiwx({ projectId: options.projectId, apiUrl: options.apiUrl, required, statement });
}

function localNetwork(network: CreateWalletportParameters['networks'][number]) {
  const { caipNetworkId, rpcUrls } = network as { caipNetworkId: string; rpcUrls?: { default: { http: readonly string[] } } };
  return { caipNetworkId, rpcUrls };
}
