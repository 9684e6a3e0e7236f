/**
 * The dom tests' setup: the modal layer is its own chunk (views/prefetch.ts), which a page prefetches when
 * idle; tests load it once up front, so a render finds it as a page that was idle for a moment would. (The
 * lazy loading itself is tested in views/registry.test.tsx and by the browser tests.)
 */
import { loadModalLayer } from '../views/prefetch.js';

await loadModalLayer();
