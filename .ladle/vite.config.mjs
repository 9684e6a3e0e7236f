/**
 * The vite configuration for ladle only. Ladle 5 brings vite 6 and adds its own React plugin; the app's
 * vite 8 configuration (and @vitejs/plugin-react 6) must not be loaded here (STACK-NOTES.md).
 */
import { fileURLToPath, URL } from 'node:url';

export default {
  // Keep vite 6's pre-bundled dependencies apart from vitest's (vite 8) cache.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-ladle', import.meta.url)),
  server: { host: '127.0.0.1' },
};
