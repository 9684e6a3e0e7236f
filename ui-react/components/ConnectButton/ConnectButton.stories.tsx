/** The connect button: default, custom label, loading, dark, and on a page with a hostile stylesheet. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { ConnectButton } from './ConnectButton.js';

export default { title: 'Connect button', meta: { iframed: true } } satisfies StoryDefault;

export const Default: Story = () => (
  <StoryProvider>
    <ConnectButton />
  </StoryProvider>
);

export const CustomLabel: Story = () => (
  <StoryProvider>
    <ConnectButton label="Sign in with a wallet" />
  </StoryProvider>
);

export const Loading: Story = () => (
  <StoryProvider prepare={(core) => core.modal.setLoading(true)}>
    <ConnectButton />
  </StoryProvider>
);

export const Dark: Story = () => (
  <StoryProvider options={{ themeMode: 'dark' }}>
    <div style={{ background: '#111', padding: 24 }}>
      <ConnectButton />
    </div>
  </StoryProvider>
);

/** A page whose stylesheet resets everything with !important: the button must look exactly the same. */
export const HostileHostStyles: Story = () => (
  <StoryProvider>
    <style>{'.hostile-page, .hostile-page * { all: unset !important; font-size: 40px !important; color: red !important; line-height: 5 !important; }'}</style>
    <div className="hostile-page">
      <p>Host text at 40px in red</p>
      <ConnectButton />
    </div>
  </StoryProvider>
);
