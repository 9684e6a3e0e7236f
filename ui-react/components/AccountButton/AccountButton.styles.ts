import { baseCss, REDUCED_MOTION_CSS } from '../../shadow/baseCss.js';
import { paletteCss } from '../../theme/themeStyle.js';
import { avatarCss } from '../Avatar/Avatar.styles.js';
import { spinnerCss } from '../Spinner/Spinner.styles.js';

// The balance reads left to right in every language, never reordered (baseCss .wp-ltr).
export const accountButtonCss = `
.wp-account-button {
  display: inline-flex; align-items: center; gap: 8px; height: 40px; max-width: 280px;
  padding-block: 0; padding-inline: 4px 12px; border-radius: var(--wp-radius-md);
  background: var(--wp-bg-raised); color: var(--wp-color-fg); box-shadow: inset 0 0 0 1px var(--wp-color-border);
  font-size: var(--wp-font-size-sm); font-weight: 600; line-height: 1; white-space: nowrap;
  transition: background-color 150ms ease;
}
.wp-account-button:hover { background: var(--wp-bg-hover); }
.wp-account-button .wp-avatar { margin-inline-start: 4px; }
.wp-account-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.wp-account-balance { flex: none; color: var(--wp-color-fg-muted); font-weight: 500; direction: ltr; unicode-bidi: isolate; }
`;

export const accountButtonStylesheet = [
  baseCss('inline-block'),
  paletteCss(),
  spinnerCss,
  avatarCss,
  accountButtonCss,
  REDUCED_MOTION_CSS,
].join('\n');
