/** WalletConnect in manual control mode on desktop: the QR code and 'Copy link' only; dark; declined. */
import type { Story, StoryDefault } from '@ladle/react';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { WalletConnectStory } from '../ConnectingWalletConnect/testing/walletConnectStory.js';

export default { title: 'Views / Connecting WalletConnect Basic', meta: { iframed: true } } satisfies StoryDefault;

function Basic({ options = {}, rejected = false }: { options?: Partial<WalletportOptions>; rejected?: boolean }) {
  return (
    <WalletConnectStory
      options={{ manualWCControl: true, ...options }}
      prepare={(core, _ports, fake) => {
        core.start();
        // Manual control mode on desktop opens here.
        core.modal.open();
        if (rejected) {
          const answer = () => (fake.hasPendingProposal ? fake.reject(userRejectedError()) : void setTimeout(answer, 20));
          setTimeout(answer, 20);
        }
      }}
    />
  );
}

export const UriShown: Story = () => <Basic />;
export const Rejected: Story = () => <Basic rejected />;
export const Dark: Story = () => <Basic options={{ themeMode: 'dark' }} />;
