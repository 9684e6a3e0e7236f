import { baseCss, REDUCED_MOTION_CSS } from '../../shadow/baseCss.js';
import { paletteCss } from '../../theme/themeStyle.js';
import { networkImageCss } from './NetworkImage.js';

export const networkButtonCss = `
.wp-network-button {
  display: inline-flex; align-items: center; gap: 8px; height: 40px; max-width: 240px;
  padding-block: 0; padding-inline: 8px 12px; border-radius: var(--wp-radius-md);
  background: var(--wp-bg-raised); color: var(--wp-color-fg); box-shadow: inset 0 0 0 1px var(--wp-color-border);
  font-size: var(--wp-font-size-sm); font-weight: 600; line-height: 1; white-space: nowrap;
  transition: background-color 150ms ease;
}
.wp-network-button:hover { background: var(--wp-bg-hover); }
/* Room for "Unsupported network" in the longer languages ("Nicht unterstütztes Netzwerk"): it is a warning, never cut. */
.wp-network-button[data-unsupported="true"] { color: var(--wp-color-error); max-width: 320px; }
.wp-network-button-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
`;

export const networkButtonStylesheet = [
  baseCss('inline-block'),
  paletteCss(),
  networkImageCss,
  networkButtonCss,
  REDUCED_MOTION_CSS,
].join('\n');
