/**
 * The demo's elements page (elements.html) is a page without React: walletport/element runs the React
 * renderer's components on preact/compat, as the package ships them (scripts/mirror-preact.mjs). The demo is
 * one vite build of two pages, so a global alias would take React from the React page too. Instead this plugin
 * gives the element renderer's graph its own copies of the renderer's modules: a ui-react/ or ui-element/ file
 * imported from that graph is loaded under an id marked `?preact`, and inside a marked module React's names
 * resolve to preact/compat (scripts/preact-specifiers.mjs). The core (client, actions, domain) is not marked:
 * one copy, as in the package.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { PREACT_SPECIFIERS } from '../scripts/preact-specifiers.mjs';

const MARK = '?preact';
const RENDERER_FOLDERS = ['ui-react', 'ui-element'];

export function preactRendererPlugin(repositoryRoot: string): Plugin {
  const rendererDirs = RENDERER_FOLDERS.map((folder) => path.join(repositoryRoot, folder) + path.sep);
  const isRenderer = (id: string) => rendererDirs.some((dir) => id.startsWith(dir));
  const elementDir = path.join(repositoryRoot, 'ui-element') + path.sep;
  return {
    name: 'walletport-preact-renderer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      // The dev server may add its own query (a hot update's timestamp) beside the mark.
      const [importerPath = importer, query = ''] = importer.split('?');
      const marked = query.split('&').includes(MARK.slice(1)) || importerPath.startsWith(elementDir);
      if (!marked) return null;
      if (Object.hasOwn(PREACT_SPECIFIERS, source)) return this.resolve(PREACT_SPECIFIERS[source]!, importerPath, { ...options, skipSelf: true });
      const resolved = await this.resolve(source, importerPath, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isRenderer(resolved.id) || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: `${resolved.id}${MARK}` };
    },
  };
}
