/** Toasts in their three variants, over the open modal and on the page with the modal closed. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';

export default { title: 'Toast', meta: { iframed: true } } satisfies StoryDefault;

export const Loading: Story = () => (
  <StoryProvider
    prepare={(client) => {
      client.modal.open();
      client.toasts.showLoading('Waiting for the wallet');
    }}
  />
);

export const Success: Story = () => (
  <StoryProvider
    prepare={(client) => {
      client.modal.open();
      client.toasts.showSuccess('Address copied', { autoClose: false });
    }}
  />
);

export const ErrorToast: Story = () => (
  <StoryProvider
    prepare={(client) => {
      client.modal.open();
      client.toasts.showError('Token Balance Unavailable', { autoClose: false });
    }}
  />
);

export const ErrorDark: Story = () => (
  <StoryProvider
    options={{ themeMode: 'dark' }}
    prepare={(client) => {
      client.modal.open();
      client.toasts.showError('Signature declined', { autoClose: false });
    }}
  />
);

export const OnThePage: Story = () => (
  <StoryProvider prepare={(client) => client.toasts.showSuccess('Address copied', { autoClose: false })}>
    <p>The modal is closed; the toast shows at the top of the page.</p>
  </StoryProvider>
);
