/** Where the benchmark's parts live, and the six host pages it measures. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Target } from './probe.js';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPOSITORY_ROOT = path.resolve(BENCH_DIR, '..');
export const PAGES_DIR = path.join(BENCH_DIR, 'pages');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

export type PageName = 'floor' | 'walletport' | 'walletport-element' | 'appkit' | 'rainbowkit' | 'connectkit';

export type PageSpec = {
  name: PageName;
  /** How the tables name it. */
  label: string;
  /** The connect button (matched in the document and every open shadow root). */
  button: Target;
  /** The modal's shell (its dialog element), to tell the shell's time from the list's. */
  dialog: Target;
  /** What "the wallet list is visible" means for this library: its first wallet row. */
  walletList: Target;
};

/**
 * The floor first: every ratio is to it. The wallet-list targets were picked by looking at each modal as it
 * renders on this offline machine, where every request to the libraries' clouds fails: AppKit then lists
 * WalletConnect and "Search Wallet" (its catalogue is empty), RainbowKit and ConnectKit their built-in wallets.
 * walletport's is its first wallet row, the WalletConnect one on this page (its catalogue rows follow a
 * request to the devstack cloud).
 */
export const PAGES: readonly PageSpec[] = [
  {
    name: 'floor',
    label: 'React + <dialog> (floor)',
    button: { css: '#root > button', text: 'Connect Wallet' },
    dialog: { css: 'dialog[open]' },
    walletList: { css: 'dialog[open] li button' },
  },
  {
    name: 'walletport',
    label: 'walletport',
    button: { css: 'button.wp-connect-button' },
    dialog: { css: '[role="dialog"]' },
    // Its first wallet row, as for the others: with no browser wallet on the bench page that is the
    // WalletConnect row (AppKit's target too); catalogue rows need the cloud and come a request later.
    walletList: { css: '.wp-wallet-list li[data-group]:not([data-group="all-wallets"]) button' },
  },
  {
    // The same modal from walletport/element, no React on the page: its button sits in the element's shadow
    // root (the probe looks through every open shadow root).
    name: 'walletport-element',
    label: 'walletport elements (no React)',
    button: { css: 'button.wp-connect-button' },
    dialog: { css: '[role="dialog"]' },
    walletList: { css: '.wp-wallet-list li[data-group]:not([data-group="all-wallets"]) button' },
  },
  {
    name: 'appkit',
    label: 'Reown AppKit + wagmi',
    button: { css: 'button', host: 'wui-connect-button' },
    dialog: { css: 'wui-card[aria-modal="true"]' },
    walletList: { css: 'button', host: 'wui-list-wallet', text: 'WalletConnect' },
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit + wagmi',
    button: { css: '[data-testid="rk-connect-button"]' },
    dialog: { css: '[role="dialog"]' },
    walletList: { css: '[data-testid^="rk-wallet-option-"]' },
  },
  {
    name: 'connectkit',
    label: 'ConnectKit + wagmi',
    button: { css: 'button', text: 'Connect Wallet' },
    dialog: { css: '[role="dialog"]' },
    walletList: { css: 'button', text: 'MetaMask' },
  },
];

export function distDir(name: PageName): string {
  return path.join(PAGES_DIR, name, 'dist');
}
