/**
 * The embedded-wallet world drawn in the pseudo-language (test-only), for the translation tests of the email
 * and embedded views: the world, typing a code into the translated code field, and the text of the view
 * that did not come from the catalogue.
 */
import { fireEvent } from '@testing-library/react';
import { usePseudoLocale, type UntranslatedTextParameters } from '../../../../tests/fakes/pseudo-locale.js';
import { modal, settle } from '../../../testing/shadow.js';
import { untranslatedIn } from '../../Account/testing/pseudo.js';
import { EMAIL, renderEmbeddedWorld } from './embeddedWorld.js';

export function renderPseudoEmbeddedWorld() {
  return renderEmbeddedWorld({ beforeMount: usePseudoLocale });
}

/** Types a code into the one-time-code field, named in the pseudo-language. */
export async function typePseudoCode(code: string): Promise<void> {
  fireEvent.change(modal().getByLabelText('⟦Verification code⟧'), { target: { value: code } });
  await settle();
}

/** Untranslated text of the view on screen; the test address is shown as given. */
export function untranslatedInView({ allowed = [] }: UntranslatedTextParameters = {}): string[] {
  return untranslatedIn('.wp-view', { allowed: [EMAIL, ...allowed] });
}
