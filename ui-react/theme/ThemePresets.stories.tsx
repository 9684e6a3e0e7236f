/**
 * The theme presets side by side: the modal's views (the main ones of each flow) under three presets (lightTheme() as it comes, a dark one
 * with a purple accent, large corners and the rounded font stack, a light one with a dark-on-amber accent,
 * square corners and a blurred overlay). One story, a grid, so the stories' axe check runs once over it:
 * each cell is a client of its own with the preset's options, showing one view in the modal's panel (the
 * dialog's look without the dialog: several open dialogs on one page would each make the others inert).
 */
import type { Story, StoryDefault } from '@ladle/react';
import { useId, useState, type CSSProperties } from 'react';
import { StoryProvider } from '../../.ladle/story-client.js';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { darkTheme, lightTheme, type ThemePreset } from '../../domain/entities/theme/presets.js';
import type { RouterData, RouterState, ViewName } from '../../domain/usecases/router/index.js';
import { fakeTokenBalance } from '../../tests/fakes/blockchain-api.fake.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { useCore, useLoadedCore } from '../hooks/useCore.js';
import { useT } from '../i18n/useT.js';
import { ModalHeader } from '../modal/ModalHeader.js';
import { modalStylesheet } from '../modal/modal.styles.js';
import { ShadowPortal } from '../shadow/ShadowPortal.js';
import { shallowEqual, useStore } from '../state/useStore.js';
import { prepareConnected, STORY_ICONS } from '../views/Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../views/Account/testing/world.js';
import { viewTitle } from '../views/viewTitle.js';
import { ViewOutlet } from '../views/ViewOutlet.js';

export default { title: 'Themes / Presets', meta: { iframed: true, width: 1280 } } satisfies StoryDefault;

const PRESETS: readonly { name: string; preset: ThemePreset<'light' | 'dark'> }[] = [
  { name: 'lightTheme()', preset: lightTheme() },
  { name: "darkTheme({ accentColor: '#7b3fe4', borderRadius: 'large', fontStack: 'rounded' })", preset: darkTheme({ accentColor: '#7b3fe4', borderRadius: 'large', fontStack: 'rounded' }) },
  {
    name: "lightTheme({ accentColor: '#fbbf24', accentColorForeground: '#1f2937', borderRadius: 'none', overlayBlur: 'small' })",
    preset: lightTheme({ accentColor: '#fbbf24', accentColorForeground: '#1f2937', borderRadius: 'none', overlayBlur: 'small' }),
  },
];

/** The views, each as the visitor reaches it: before a wallet is connected, or once one is. */
const VIEWS: readonly { view: ViewName; data?: RouterData; connected?: true }[] = [
  { view: 'Connect' },
  { view: 'AllWallets' },
  { view: 'WhatIsAWallet' },
  { view: 'EmailLogin' },
  { view: 'Networks' },
  { view: 'SwitchNetwork', data: { network: walletportDevnetB } },
  { view: 'Account', connected: true },
  { view: 'Receive', connected: true },
  { view: 'Send', connected: true },
  { view: 'Swap', connected: true },
  { view: 'Buy', connected: true },
  { view: 'RegisterAccountName', connected: true },
  { view: 'ProfileWallets', connected: true },
];

const TOKENS = [
  fakeTokenBalance({ name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1.234567' }, value: 3703.7, price: 3000, iconUrl: STORY_ICONS.eth }),
  fakeTokenBalance({
    name: 'USD Coin',
    symbol: 'USDC',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    quantity: { decimals: '6', numeric: '1520.5' },
    value: 1520.5,
    price: 1,
    iconUrl: STORY_ICONS.usdc,
  }),
];

const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

const selectRoute = ({ view, data, history }: RouterState) => ({ view, data, depth: history.length });

/** The modal's panel around the router's view, as the dialog shows it (header, view), without the dialog. */
function Panel() {
  const { router } = useLoadedCore();
  const { view, data, depth } = useStore(router, selectRoute, shallowEqual);
  const { t } = useT();
  const titleId = useId();
  return (
    <section className="wp-dialog" aria-labelledby={titleId}>
      <ModalHeader
        titleId={titleId}
        title={viewTitle({ view, data, t })}
        canGoBack={depth > 1}
        onBack={() => router.goBack()}
        onClose={() => undefined}
      />
      <div className="wp-view" data-view={view}>
        <ViewOutlet view={view} />
      </div>
    </section>
  );
}

/** One view in a shadow root of its own, with the modal's stylesheet and this client's theme. */
function PanelHost() {
  const core = useCore();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost} data-walletport="theme-preview">
      {host && core ? (
        <ShadowPortal host={host} css={modalStylesheet}>
          <Panel />
        </ShadowPortal>
      ) : null}
    </div>
  );
}

function Cell({ preset, view, data, connected = false }: { preset: ThemePreset<'light' | 'dark'>; view: ViewName; data?: RouterData; connected?: boolean }) {
  return (
    <StoryProvider
      options={{ ...preset, networks: [walletportDevnetA, walletportDevnetB] }}
      embeddedWallet={view === 'EmailLogin'}
      prepare={(core, ports) => {
        if (!connected) {
          core.router.push(view, data);
          return;
        }
        prepareConnected(core, ports, createWallet, {
          apiServesNetworks: true,
          tokens: TOKENS,
          then: (ready) => {
            ready.router.push('Account');
            if (view !== 'Account') ready.router.push(view, data);
          },
        });
      }}
    >
      <PanelHost />
    </StoryProvider>
  );
}

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: `repeat(${PRESETS.length}, 380px)`, gap: 24, alignItems: 'start', padding: 16 };
const heading: CSSProperties = { margin: 0, font: '600 13px/1.4 system-ui, sans-serif', overflowWrap: 'anywhere' };

export const Grid: Story = () => (
  <main style={grid}>
    {PRESETS.map(({ name }) => (
      <h2 key={name} style={heading}>
        <code>{name}</code>
      </h2>
    ))}
    {VIEWS.flatMap(({ view, data, connected }) =>
      PRESETS.map(({ name, preset }) => <Cell key={`${view}:${name}`} preset={preset} view={view} data={data} connected={connected} />),
    )}
  </main>
);
