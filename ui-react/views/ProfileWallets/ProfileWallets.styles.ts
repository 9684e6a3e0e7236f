/** The embedded account's card and its button. */
import { avatarCss } from '../../components/Avatar/Avatar.styles.js';

export const profileWalletsCss = `
${avatarCss}
.wp-profile { display: flex; flex-direction: column; gap: 16px; }
.wp-profile-card { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-profile-main { display: flex; flex-direction: column; min-width: 0; }
.wp-profile-email { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.wp-profile-address { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
`;
