/**
 * The checkout's page frame and form fields. Every value put into the markup goes through escapeHtml: the
 * destination address, names and amounts come from requests, and a page never renders them as markup.
 */
import { escapeHtml } from '../../mail/html-text.js';
import type { Skin } from './skins.js';
import { STYLE_PATH } from './style.js';

export { escapeHtml };

export type PageOptions = { title: string; body: string };

export function page(skin: Skin, options: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} - ${escapeHtml(skin.name)} checkout</title>
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body class="${skin.className}">
<header><span class="logo" aria-label="${escapeHtml(skin.name)}">${escapeHtml(skin.logo)}</span><span class="sandbox">Devstack sandbox: no real money moves</span></header>
<main>
${options.body}
</main>
</body>
</html>
`;
}

export type FieldOptions = {
  name: string;
  label: string;
  value?: string | undefined;
  error?: string | undefined;
  autocomplete?: string;
  inputmode?: 'numeric' | 'text';
  placeholder?: string;
  hint?: string;
};

/** A labelled input; its error (if any) beside it, tied with aria-invalid and aria-describedby. */
export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [options.hint ? hintId : '', options.error ? errorId : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(options.name)}"`,
    `value="${escapeHtml(options.value ?? '')}"`,
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.placeholder ? `placeholder="${escapeHtml(options.placeholder)}"` : '',
    options.error ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
<input ${attributes.join(' ')}>${options.hint ? `\n<p class="notice" id="${hintId}">${escapeHtml(options.hint)}</p>` : ''}${options.error ? `\n<p class="error" id="${errorId}">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

/** 0x1234…abcd: enough to recognise an address; the full one is in the title. */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
