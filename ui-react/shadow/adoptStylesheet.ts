/**
 * Stylesheets for walletport's shadow roots as constructed stylesheets (`new CSSStyleSheet()` adopted with
 * `adoptedStyleSheets`) rather than `<style>` elements. A host page with a strict Content Security Policy
 * (`style-src` without 'unsafe-inline' and without a nonce for us) blocks every `<style>` element we would
 * insert, leaving the modal unstyled; constructed stylesheets are not inline styles and are not blocked.
 *
 * One sheet per distinct CSS text, shared by every root that adopts it (a constructed sheet may be adopted by
 * any number of roots of its document). Adoption is counted per root, so two components adopting the same
 * sheet in one root keep it until both are gone. Where the browser has no constructed stylesheets, callers
 * fall back to a `<style>` element (`canAdoptStylesheets`).
 */

const sheetsByCss = new Map<string, CSSStyleSheet>();
const cssBySheet = new WeakMap<CSSStyleSheet, string>();
const adoptionCounts = new WeakMap<ShadowRoot, Map<CSSStyleSheet, number>>();

/** True where constructed stylesheets can be adopted by shadow roots (every current browser, happy-dom). */
export function canAdoptStylesheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
    typeof ShadowRoot === 'function' &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetsByCss.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetsByCss.set(css, sheet);
    cssBySheet.set(sheet, css);
  }
  return sheet;
}

/**
 * Adds the sheet of `css` to the root's adopted stylesheets: a base sheet (the root's own) in front, any other
 * at the end, so a component's sheet wins ties with the base sheet as a later `<style>` element would, even
 * though React adopts children's sheets before their parent's. Returns the function that takes it back.
 */
export function adoptStylesheet(root: ShadowRoot, css: string, { base = false }: { base?: boolean } = {}): () => void {
  const sheet = sheetFor(css);
  let counts = adoptionCounts.get(root);
  if (!counts) adoptionCounts.set(root, (counts = new Map()));
  const count = counts.get(sheet) ?? 0;
  counts.set(sheet, count + 1);
  if (count === 0) root.adoptedStyleSheets = base ? [sheet, ...root.adoptedStyleSheets] : [...root.adoptedStyleSheets, sheet];

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const remaining = (counts.get(sheet) ?? 1) - 1;
    if (remaining > 0) {
      counts.set(sheet, remaining);
      return;
    }
    counts.delete(sheet);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** The CSS text of every stylesheet in a root, adopted ones first, then `<style>` elements (tests, checks). */
export function shadowRootCss(root: ShadowRoot): string[] {
  return [
    ...root.adoptedStyleSheets.map((sheet) => cssBySheet.get(sheet) ?? ''),
    ...Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? ''),
  ];
}
