/** Connecting to a browser wallet: waiting for the wallet, rejected, failed, long names, a name with braces, light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { MockConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { LONG_WALLET_NAME, runInRealTime, storyConnector, storyWallet } from '../AllWallets/testing/storyWallets.js';

export default { title: 'Views / Connecting External', meta: { iframed: true } } satisfies StoryDefault;

const CHAIN = TEST_NETWORK.caipNetworkId;

type Outcome = 'waiting' | 'rejected' | 'failed';

function Connecting({ outcome, name = 'MetaMask', options = {} }: { outcome: Outcome; name?: string; options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={options}
      prepare={(core, ports) => {
        runInRealTime(ports.scheduler);
        const connector = new MockConnector({
          info: storyConnector({ id: 'uuid-metamask', name, info: { rdns: 'io.metamask' } }),
          accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
          caipNetworkId: CHAIN,
        });
        if (outcome === 'waiting') connector.hangConnect = true;
        if (outcome === 'rejected') connector.failConnectWith = userRejectedError();
        if (outcome === 'failed') connector.failConnectWith = { code: -32603, message: 'The extension is locked' };
        ports.connectorDiscovery.announce(connector);
        const wallet = storyWallet(0, CHAIN, { name, homepage: 'https://metamask.io' });
        core.modal.open({ view: 'Connect' });
        core.router.push('ConnectingExternal', { connector: connector.info, wallet });
      }}
    />
  );
}

export const Waiting: Story = () => <Connecting outcome="waiting" />;
export const Rejected: Story = () => <Connecting outcome="rejected" />;
export const Failed: Story = () => <Connecting outcome="failed" />;
export const LongName: Story = () => <Connecting outcome="waiting" name={LONG_WALLET_NAME} />;
export const SafeWallet: Story = () => <Connecting outcome="waiting" name="Safe{Wallet}" />;
export const DarkWaiting: Story = () => <Connecting outcome="waiting" options={{ themeMode: 'dark' }} />;
export const DarkRejected: Story = () => <Connecting outcome="rejected" options={{ themeMode: 'dark' }} />;
export const Mobile: Story = () => <Connecting outcome="waiting" />;
Mobile.meta = { iframed: true, width: 'xsmall' };
