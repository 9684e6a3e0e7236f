/**
 * The demo's sign-in switch: `?siwx=required` or `?siwx=optional` turns sign-in on (off by default), and
 * `?siwxStore=local` keeps sessions in this browser instead of the local cloud's sign-in server, and
 * `?siwxExpiresIn=<ms>` shortens how long a sign-in lasts (the browser journeys' expired session). The
 * switch in the page (App.tsx) reloads with these parameters, since sign-in is chosen when the client is
 * created.
 */
import type { SiwxConfig } from 'walletport/siwx';
import { createCloudSiwx, createLocalSiwx } from 'walletport/siwx';
import type { CreateWalletportParameters } from 'walletport';

export type SiwxMode = 'off' | 'required' | 'optional';
export type SiwxStore = 'cloud' | 'local';

export function siwxModeFromPage(): { mode: SiwxMode; store: SiwxStore; expiresInMs: number | undefined } {
  const query = new URLSearchParams(window.location.search);
  const mode = query.get('siwx');
  const expiresInMs = Number(query.get('siwxExpiresIn') ?? Number.NaN);
  return {
    mode: mode === 'required' || mode === 'optional' ? mode : 'off',
    store: query.get('siwxStore') === 'local' ? 'local' : 'cloud',
    expiresInMs: Number.isSafeInteger(expiresInMs) && expiresInMs > 0 ? expiresInMs : undefined,
  };
}

/** The `siwx` option for the page's switch, or undefined when sign-in is off. */
export function demoSiwx(options: Pick<CreateWalletportParameters, 'projectId' | 'apiUrl' | 'networks'>): SiwxConfig | undefined {
  const { mode, store, expiresInMs } = siwxModeFromPage();
  if (mode === 'off') return undefined;
  const common = { required: mode === 'required', statement: 'Sign in to the walletport demo.', expiresInMs };
  if (store === 'local') return createLocalSiwx({ ...common, networks: options.networks.map(localNetwork) });
  return createCloudSiwx({ ...common, projectId: options.projectId, apiUrl: options.apiUrl });
}

function localNetwork(network: CreateWalletportParameters['networks'][number]) {
  const { caipNetworkId, rpcUrls } = network as { caipNetworkId: string; rpcUrls?: { default: { http: readonly string[] } } };
  return { caipNetworkId, rpcUrls };
}
