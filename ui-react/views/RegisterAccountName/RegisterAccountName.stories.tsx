/**
 * The name views: Choose Name empty, invalid, available with suggestions, taken, registering and failed, and
 * Name Registered; light and dark.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import type { WalletportCore } from '../../../container/walletport-core.js';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import type { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import type { TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';

export default { title: 'Views / Register account name', meta: { iframed: true } } satisfies StoryDefault;

const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

const registered = (name: string) => ({
  name,
  registered_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  addresses: { '2147514986': { address: '0x000000000000000000000000000000000000dEaD', created: '2026-01-01T00:00:00.000Z' } },
  attributes: [],
});

type Step = (core: WalletportCore, ports: TestPorts) => void;

/** Types `name` and presses Register at once (the form keeps the name when the registration fails). */
const registering =
  (name: string): Step =>
  (core) => {
    core.names.search(name);
    void core.names.register(name);
  };

/** Types `name` and lets the story's virtual clock run past the debounce, so the service's answer shows. */
const typed =
  (name: string): Step =>
  (core, ports) => {
    core.names.search(name);
    void ports.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
  };

function NameStory({ step, api, options }: { step?: Step; api?: (api: FakeBlockchainApi) => void; options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetB, walletportDevnetA], ...options }}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          api: (fake) => {
            fake.setName(registered('alice.reown.id'));
            fake.setName(registered('alice1.reown.id'));
            api?.(fake);
          },
          then: (connected) => {
            connected.modal.open({ view: 'Account' });
            connected.router.push('RegisterAccountName');
            // After the view's own reset on mount (a fresh form).
            queueMicrotask(() => step?.(connected, ports));
          },
        })
      }
    />
  );
}

export const Empty: Story = () => <NameStory />;

export const Invalid: Story = () => <NameStory step={(core) => core.names.search('ab_')} />;

export const Available: Story = () => <NameStory step={typed('alice-dev')} />;

export const Taken: Story = () => <NameStory step={typed('alice')} />;

export const Registering: Story = () => (
  <NameStory
    api={(api) => {
      api.registerName = () => new Promise(() => undefined);
    }}
    step={registering('alice-dev')}
  />
);

export const RegisterFailed: Story = () => (
  <NameStory api={(api) => api.failAlways('registerName')} step={registering('alice-dev')} />
);

export const Registered: Story = () => <NameStory step={registering('alice-dev')} />;

export const DarkAvailable: Story = () => <NameStory options={{ themeMode: 'dark' }} step={typed('alice-dev')} />;

export const DarkRegisterFailed: Story = () => (
  <NameStory options={{ themeMode: 'dark' }} api={(api) => api.failAlways('registerName')} step={registering('alice-dev')} />
);

export const DarkRegistered: Story = () => <NameStory options={{ themeMode: 'dark' }} step={registering('alice-dev')} />;
