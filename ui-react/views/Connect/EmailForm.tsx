/**
 * The email field of the Connect view (EmailField). A valid address goes to the EmailLogin view (the email
 * login use case takes it from there). The embedded wallet's frame starts loading when the field takes
 * focus (docs/EMBEDDED-WALLET.md, "Page-side timing"), so it is usually ready by the time the address is in.
 */
import { useLoadedCore } from '../../hooks/useCore.js';
import { EmailField } from './EmailField.js';

export function EmailForm() {
  const { router, embeddedWallet } = useLoadedCore();
  // A failure raises its alert inside prepare(); the form has nothing to add.
  const prepareFrame = () => void embeddedWallet?.prepare().catch(() => undefined);
  return <EmailField onFocus={prepareFrame} onSubmit={(email) => router.push('EmailLogin', { email })} />;
}
