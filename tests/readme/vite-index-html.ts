/** The index.html create-vite writes for an app: one element to mount into and the app's entry module. */

export type ViteIndexHtmlParameters = {
  title: string;
  /** The id of the element the app mounts into (`root` for React, `app` for Vue and Svelte). */
  mountId: string;
  /** The entry module's address in the page (`/src/main.tsx`). */
  entry: string;
};

export type ViteIndexHtmlReturnType = string;

export function viteIndexHtml({ title, mountId, entry }: ViteIndexHtmlParameters): ViteIndexHtmlReturnType {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `  <head><meta charset="UTF-8" /><title>${title}</title></head>`,
    '  <body>',
    `    <div id="${mountId}"></div>`,
    `    <script type="module" src="${entry}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
