/**
 * Test helpers for components that render into shadow roots (Testing Library's `screen` does not look
 * inside them). Test-only: the build leaves out `testing/`.
 */
import { act, fireEvent, within } from '@testing-library/react';

/** The shadow root of the modal host, or of the first host of `kind`. */
export function shadowRootOf(kind: 'modal' | 'connect-button', index = 0): ShadowRoot {
  const host = document.querySelectorAll(`[data-walletport="${kind}"]`)[index];
  if (!host?.shadowRoot) throw new Error(`No ${kind} shadow root in the document`);
  return host.shadowRoot;
}

/**
 * Testing Library queries scoped to a shadow root (through its `.wp-root` element: Testing Library's error
 * messages cannot print a ShadowRoot itself).
 */
export function inShadow(root: ShadowRoot) {
  const container = root.querySelector<HTMLElement>('.wp-root');
  if (!container) throw new Error('The shadow root has no .wp-root element');
  return within(container);
}

export const modal = () => inShadow(shadowRootOf('modal'));
export const connectButtonRoot = () => shadowRootOf('connect-button');

/** The element that really has focus, looking through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Presses a key on whatever has focus (the deepest focused element), as a keyboard would. */
export function press(key: string, init: { shiftKey?: boolean } = {}): void {
  const target = focused() ?? document.body;
  fireEvent.keyDown(target, { key, code: key, ...init });
  fireEvent.keyUp(target, { key, code: key, ...init });
}

/** Lets effects, microtasks and lazy chunks settle inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
