import { describe, expect, it } from 'vitest';
import { accountButtonPropsOf, connectButtonPropsOf } from './attributes.js';

describe("the elements' attributes as props", () => {
  it('gives no prop for an absent attribute, so the button keeps its own default', () => {
    expect(connectButtonPropsOf({ label: null, 'loading-label': null, 'show-account': null, balance: null })).toEqual({
      label: undefined,
      loadingLabel: undefined,
      showAccount: undefined,
      balance: undefined,
    });
    expect(accountButtonPropsOf({})).toEqual({ balance: undefined });
  });

  it('reads label and loading-label as given, show-account="false" as false (any other value as true), balance show or hide', () => {
    expect(connectButtonPropsOf({ label: 'Sign in', 'loading-label': 'Wait…', 'show-account': 'false', balance: 'hide' })).toEqual({
      label: 'Sign in',
      loadingLabel: 'Wait…',
      showAccount: false,
      balance: 'hide',
    });
    expect(connectButtonPropsOf({ 'show-account': ' FALSE ' }).showAccount).toBe(false);
    expect(connectButtonPropsOf({ 'show-account': '' }).showAccount).toBe(true);
    expect(connectButtonPropsOf({ 'show-account': 'true' }).showAccount).toBe(true);
    expect(accountButtonPropsOf({ balance: 'Show' })).toEqual({ balance: 'show' });
    expect(accountButtonPropsOf({ balance: 'maybe' })).toEqual({ balance: undefined });
  });
});
