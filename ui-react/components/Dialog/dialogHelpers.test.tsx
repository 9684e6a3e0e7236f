import { afterEach, describe, expect, it } from 'vitest';
import { activeElementWithin, deepActiveElement, nextTabStop, tabbableElements } from './focusable.js';
import { bodyChildContaining, inertOthers } from './inertOthers.js';
import { lockBodyScroll } from './scrollLock.js';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('nextTabStop', () => {
  const items = ['a', 'b', 'c'];
  it('cycles forwards and backwards', () => {
    expect(nextTabStop(items, 'a', false)).toBe('b');
    expect(nextTabStop(items, 'c', false)).toBe('a');
    expect(nextTabStop(items, 'a', true)).toBe('c');
    expect(nextTabStop(items, 'b', true)).toBe('a');
  });
  it('enters at the first (Tab) or last (Shift+Tab) item from outside the list', () => {
    expect(nextTabStop(items, null, false)).toBe('a');
    expect(nextTabStop(items, 'title', false)).toBe('a');
    expect(nextTabStop(items, null, true)).toBe('c');
    expect(nextTabStop([], null, false)).toBeUndefined();
  });
});

describe('tabbableElements', () => {
  it('lists the controls Tab reaches, in order, skipping disabled, hidden, inert, negative tabindex and unchecked radios', () => {
    document.body.innerHTML = `
      <div id="c">
        <button id="b1">1</button>
        <button disabled>x</button>
        <input id="i1" />
        <input type="hidden" />
        <a>no href</a>
        <a id="a1" href="https://example.com">link</a>
        <div tabindex="-1">x</div>
        <div id="t0" tabindex="0">t</div>
        <div hidden><button>x</button></div>
        <div inert><button>x</button></div>
        <input type="radio" name="r" id="r1" />
        <input type="radio" name="r" id="r2" checked />
        <textarea id="ta"></textarea>
      </div>`;
    const ids = tabbableElements(document.getElementById('c') as HTMLElement).map((element) => element.id);
    expect(ids).toEqual(['b1', 'i1', 'a1', 't0', 'r2', 'ta']);
  });
});

describe('focus inside a shadow root', () => {
  it('finds the element that really has focus', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div id="box"><button>in</button></div>';
    const button = root.querySelector('button') as HTMLButtonElement;
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(deepActiveElement()).toBe(button);
    expect(activeElementWithin(root.getElementById('box') as HTMLElement)).toBe(button);
    expect(bodyChildContaining(button)).toBe(host);
  });
});

describe('inertOthers', () => {
  it('makes every other body child inert and restores exactly what it changed', () => {
    document.body.innerHTML = '<main id="m"></main><aside id="a" inert></aside><div id="keep"></div><script></script>';
    const keep = document.getElementById('keep');
    const restore = inertOthers(keep);
    expect(document.getElementById('m')?.hasAttribute('inert')).toBe(true);
    expect(keep?.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('script')?.hasAttribute('inert')).toBe(false);
    restore();
    expect(document.getElementById('m')?.hasAttribute('inert')).toBe(false);
    expect(document.getElementById('a')?.hasAttribute('inert')).toBe(true);
  });
});

describe('lockBodyScroll', () => {
  it('hides the overflow while any lock is held and restores the inline value after the last', () => {
    document.body.style.overflow = 'auto';
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('auto');
  });
});
