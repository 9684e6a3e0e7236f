import { baseCss, REDUCED_MOTION_CSS } from '../../shadow/baseCss.js';
import { paletteCss } from '../../theme/themeStyle.js';
import { spinnerCss } from '../Spinner/Spinner.styles.js';

export const connectButtonCss = `
.wp-connect-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 40px; padding: 0 16px; border-radius: var(--wp-radius-md);
  background: var(--wp-accent); color: var(--wp-accent-foreground);
  font-size: var(--wp-font-size-sm); font-weight: 600; line-height: 1; white-space: nowrap;
  transition: filter 150ms ease;
}
.wp-connect-button:hover { filter: brightness(1.08); }
.wp-connect-button[aria-disabled="true"] { cursor: progress; opacity: 0.85; }
`;

export const connectButtonStylesheet = [
  baseCss('inline-block'),
  paletteCss(),
  spinnerCss,
  connectButtonCss,
  REDUCED_MOTION_CSS,
].join('\n');
