/**
 * The translation tests' helpers (test-only): a world drawn in the pseudo-language, and the text of one view
 * of the modal that did not come from the catalogue. The modal's frame (title bar, toasts) is not the views'
 * and is left out: the check looks inside the view's own root.
 */
import { untranslatedText, usePseudoLocale, type UntranslatedTextParameters } from '../../../../tests/fakes/pseudo-locale.js';
import { renderWorld, type WorldOptions } from './world.js';

export function renderPseudoWorld(options: Omit<WorldOptions, 'beforeMount'> = {}) {
  return renderWorld({ ...options, beforeMount: usePseudoLocale });
}

/** The view's root (its first element of `selector`) inside the modal's shadow root. */
export function viewRoot(selector: string): Element {
  const root = document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector(selector);
  if (!root) throw new Error(`No ${selector} in the modal`);
  return root;
}

/** Untranslated text of the view at `selector` (see untranslatedText). */
export function untranslatedIn(selector: string, parameters?: UntranslatedTextParameters): string[] {
  return untranslatedText(viewRoot(selector), parameters);
}
