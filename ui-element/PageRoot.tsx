/**
 * The element renderer's one render tree for the page: the provider (the client in context, the client
 * started, the modal layer, the prefetches: all as in React) with each mounted element's button portalled into
 * that element's shadow root. One tree rather than one per element, so the page has one modal and one
 * context, and the buttons are the React renderer's own components (run by preact/compat in this build).
 */
import { Fragment, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { WalletportClient } from '../client/walletport-client.js';
import { AccountButton } from '../ui-react/components/AccountButton/AccountButton.js';
import { ConnectButton } from '../ui-react/components/ConnectButton/ConnectButton.js';
import { NetworkButton } from '../ui-react/components/NetworkButton/NetworkButton.js';
import { WalletportProvider } from '../ui-react/provider/WalletportProvider.js';
import { accountButtonPropsOf, connectButtonPropsOf } from './attributes.js';
import type { ElementMounts, MountedElement } from './mounts.js';
import { ACCOUNT_BUTTON_TAG, CONNECT_BUTTON_TAG } from './tags.js';

export type PageRootProps = { client: WalletportClient; mounts: ElementMounts };

export function PageRoot({ client, mounts }: PageRootProps) {
  const elements = useSyncExternalStore(mounts.subscribe, mounts.snapshot, mounts.snapshot);
  return (
    <WalletportProvider client={client}>
      {elements.map((mounted) => (
        <Fragment key={mounted.key}>{createPortal(<ElementButton mounted={mounted} />, mounted.root)}</Fragment>
      ))}
    </WalletportProvider>
  );
}

function ElementButton({ mounted }: { mounted: MountedElement }) {
  if (mounted.tag === CONNECT_BUTTON_TAG) return <ConnectButton {...connectButtonPropsOf(mounted.attributes)} />;
  // Nothing while disconnected, as <AccountButton /> in React.
  if (mounted.tag === ACCOUNT_BUTTON_TAG) return <AccountButton {...accountButtonPropsOf(mounted.attributes)} />;
  return <NetworkButton />;
}
