/**
 * The demo's elements page: walletport without React. One client, the elements registered for it, and the
 * page's own state kept from the elements' DOM events, as a plain HTML site (or a Vue or Svelte app) would.
 */
import { createWalletport, getAccount, getNetwork, setTheme, type ThemeMode } from 'walletport';
import { defineWalletportElements } from 'walletport/element';
import { devstackOptions } from './devstack-config.js';
import { exposeForTests } from './test-hooks.js';

const client = createWalletport({ ...devstackOptions(), logLevel: 'warn' });
// The client, and its core for the browser tests (demo/test-hooks.ts).
exposeForTests(client);
defineWalletportElements(client);

const field = (name: string) => document.querySelector<HTMLElement>(`[data-testid="element-${name}"]`)!;

const showAccount = ({ status, address }: { status: string; address: string | undefined }) => {
  field('status').textContent = status;
  field('address').textContent = address ?? '–';
};
const showNetwork = ({ name, caipNetworkId }: { name: string; caipNetworkId: string }) => {
  field('network').textContent = `${name} (${caipNetworkId})`;
};
// The events tell changes; the page starts from the values as they are now.
showAccount(getAccount(client));
const { caipNetwork, caipNetworkId } = getNetwork(client);
showNetwork({ name: caipNetwork.name, caipNetworkId });
document.addEventListener('walletport-account-change', (event) => showAccount(event.detail));
document.addEventListener('walletport-network-change', (event) => showNetwork(event.detail));
document.addEventListener('walletport-modal-open', (event) => {
  field('modal').textContent = `open on ${event.detail.view ?? 'a view'}`;
});
document.addEventListener('walletport-modal-close', () => {
  field('modal').textContent = 'closed';
});

// Light, dark or the visitor's system setting, through the theme action.
document.querySelector<HTMLSelectElement>('#theme')!.addEventListener('change', (event) => {
  const value = (event.target as HTMLSelectElement).value;
  void setTheme(client, { themeMode: value === 'system' ? undefined : (value as ThemeMode) });
});
