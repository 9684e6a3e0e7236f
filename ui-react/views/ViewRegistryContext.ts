/**
 * The registry the modal shell reads views from. Internal: the default is the real registry; tests and
 * stories may put a different one above the provider (a view whose chunk they control, say).
 */
import { createContext } from 'react';
import { defaultViewRegistry, type ViewRegistry } from './registry.js';

export const ViewRegistryContext = createContext<ViewRegistry>(defaultViewRegistry);
ViewRegistryContext.displayName = 'WalletportViewRegistry';
