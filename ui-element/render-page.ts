/**
 * Renders the page's one tree (PageRoot.tsx) for a client: its own chunk, with Preact and the buttons, loaded
 * by defineWalletportElements as soon as it has defined the tags. The tree renders only portals (the buttons
 * into their elements, the modal's host appended to <body>), so its own container stays out of the page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ElementMounts } from './mounts.js';
import { PageRoot } from './PageRoot.js';

export type RenderPageParameters = { client: WalletportClient; mounts: ElementMounts };
export type RenderPageReturnType = void;
export type RenderPageErrorType = never;

export function renderPage({ client, mounts }: RenderPageParameters): RenderPageReturnType {
  createRoot(document.createElement('div')).render(createElement(PageRoot, { client, mounts }));
}
