/** The modal shell: light, dark, mobile width, with history, a view that is not built yet, a lazy view. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../.ladle/story-client.js';

export default {
  title: 'Modal shell',
  // In a frame: the open dialog makes the rest of its page inert, which must not be Ladle's own UI.
  meta: { iframed: true },
} satisfies StoryDefault;

export const Light: Story = () => <StoryProvider prepare={(core) => core.modal.open()} />;

export const Dark: Story = () => (
  <StoryProvider options={{ themeMode: 'dark' }} prepare={(core) => core.modal.open()} />
);

export const MobileWidth: Story = () => <StoryProvider prepare={(core) => core.modal.open()} />;
MobileWidth.meta = { iframed: true, width: 'xsmall' };

export const CustomThemeVariables: Story = () => (
  <StoryProvider
    options={{
      themeVariables: {
        '--wp-accent': '#c2410c',
        '--wp-color-mix': '#c2410c',
        '--wp-color-mix-strength': 12,
        '--wp-border-radius-master': '2px',
        '--wp-font-family': 'Georgia, serif',
      },
    }}
    prepare={(core) => core.modal.open()}
  />
);

export const WithBackButton: Story = () => (
  <StoryProvider
    prepare={(core) => {
      core.modal.open();
      core.router.push('WhatIsAWallet');
    }}
  />
);

export const ViewNotAvailableYet: Story = () => <StoryProvider prepare={(core) => core.modal.open({ view: 'OnRampFiatSelect' })} />;

export const LongTitle: Story = () => (
  <StoryProvider
    prepare={(core) =>
      core.modal.open({
        view: 'SwitchNetwork',
        data: {
          network: { id: 1, name: 'A network with a remarkably long name that will not fit', caipNetworkId: 'eip155:1', chainNamespace: 'eip155' },
        },
      })
    }
  />
);
