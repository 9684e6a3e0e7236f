/**
 * A stylesheet for the shadow root the component renders in: adopted as a constructed stylesheet while the
 * component is mounted (adoptStylesheet.ts: it passes a strict Content Security Policy), or a `<style>`
 * element where there is no shadow root around it or no constructed stylesheets.
 */
import { createContext, useContext } from 'react';
import { canAdoptStylesheets, adoptStylesheet } from './adoptStylesheet.js';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js';

/** The shadow root ShadowPortal renders into; null outside one. */
export const ShadowRootContext = createContext<ShadowRoot | null>(null);

export type ShadowStylesheetProps = {
  css: string;
  /** The root's own stylesheet, kept in front of the components' ones (ShadowPortal's). */
  base?: boolean;
};

export function ShadowStylesheet({ css, base = false }: ShadowStylesheetProps) {
  const root = useContext(ShadowRootContext);
  const adopt = root !== null && canAdoptStylesheets();
  // Before paint, so the first frame is already styled.
  useIsomorphicLayoutEffect(() => (adopt && root ? adoptStylesheet(root, css, { base }) : undefined), [adopt, root, css, base]);
  return adopt ? null : <style>{css}</style>;
}
