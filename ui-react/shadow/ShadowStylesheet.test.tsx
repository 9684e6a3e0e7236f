import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStylesheet, shadowRootCss } from './adoptStylesheet.js';
import { ShadowRootContext, ShadowStylesheet } from './ShadowStylesheet.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('adoptStylesheet', () => {
  it('adopts one shared sheet per CSS text, base sheets in front, and counts adoptions per root', () => {
    const root = shadowRoot();
    const other = shadowRoot();
    const releaseView = adoptStylesheet(root, '.view { color: red; }');
    const releaseBase = adoptStylesheet(root, '.base { color: blue; }', { base: true });
    const releaseAgain = adoptStylesheet(root, '.view { color: red; }');
    const releaseOther = adoptStylesheet(other, '.view { color: red; }');

    expect(shadowRootCss(root)).toEqual(['.base { color: blue; }', '.view { color: red; }']);
    expect(other.adoptedStyleSheets[0]).toBe(root.adoptedStyleSheets[1]);

    releaseView();
    releaseView(); // twice is once
    expect(shadowRootCss(root)).toEqual(['.base { color: blue; }', '.view { color: red; }']);
    releaseAgain();
    expect(shadowRootCss(root)).toEqual(['.base { color: blue; }']);
    expect(shadowRootCss(other)).toEqual(['.view { color: red; }']);
    releaseBase();
    releaseOther();
    expect(root.adoptedStyleSheets).toEqual([]);
    expect(other.adoptedStyleSheets).toEqual([]);
  });
});

describe('ShadowStylesheet', () => {
  it('adopts its sheet into the shadow root around it while mounted, rendering no <style> element', () => {
    const root = shadowRoot();
    const container = document.createElement('div');
    root.append(container);
    const view = render(
      <ShadowRootContext.Provider value={root}>
        <ShadowStylesheet css=".wp-root { color: green; }" base />
        <ShadowStylesheet css=".wp-view { color: red; }" />
      </ShadowRootContext.Provider>,
      { container },
    );
    expect(shadowRootCss(root)).toEqual(['.wp-root { color: green; }', '.wp-view { color: red; }']);
    expect(root.querySelector('style')).toBeNull();
    view.unmount();
    expect(root.adoptedStyleSheets).toEqual([]);
  });

  it('falls back to a <style> element outside a shadow root', () => {
    const { container } = render(<ShadowStylesheet css=".story { color: red; }" />);
    expect(container.querySelector('style')?.textContent).toBe('.story { color: red; }');
  });
});
