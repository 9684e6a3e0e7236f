/** Toasts in their three variants, over the open modal and on the page with the modal closed. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';

export default { title: 'Toast', meta: { iframed: true } } satisfies StoryDefault;

export const Loading: Story = () => (
  <StoryProvider
    prepare={(core) => {
      core.modal.open();
      core.toasts.showLoading('Waiting for the wallet');
    }}
  />
);

export const Success: Story = () => (
  <StoryProvider
    prepare={(core) => {
      core.modal.open();
      core.toasts.showSuccess('Address copied', { autoClose: false });
    }}
  />
);

export const ErrorToast: Story = () => (
  <StoryProvider
    prepare={(core) => {
      core.modal.open();
      core.toasts.showError('Token Balance Unavailable', { autoClose: false });
    }}
  />
);

export const ErrorDark: Story = () => (
  <StoryProvider
    options={{ themeMode: 'dark' }}
    prepare={(core) => {
      core.modal.open();
      core.toasts.showError('Signature declined', { autoClose: false });
    }}
  />
);

export const OnThePage: Story = () => (
  <StoryProvider prepare={(core) => core.toasts.showSuccess('Address copied', { autoClose: false })}>
    <p>The modal is closed; the toast shows at the top of the page.</p>
  </StoryProvider>
);
