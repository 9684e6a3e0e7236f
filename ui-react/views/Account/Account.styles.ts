import { avatarCss } from '../../components/Avatar/Avatar.styles.js';
import { networkImageCss } from '../../components/NetworkButton/NetworkImage.js';

export const accountCss = `
${avatarCss}
${networkImageCss}
.wp-account { display: flex; flex-direction: column; gap: 16px; }
.wp-account-top { display: flex; justify-content: center; }
.wp-network-pill {
  display: inline-flex; align-items: center; gap: 6px; max-width: 100%; height: 32px; padding-block: 0; padding-inline: 4px 10px;
  border-radius: 999px; background: var(--wp-bg-raised); color: var(--wp-color-fg); font-size: var(--wp-font-size-xs); font-weight: 600;
  box-shadow: inset 0 0 0 1px var(--wp-color-border);
}
.wp-network-pill:hover { background: var(--wp-bg-hover); }
.wp-network-pill[data-unsupported="true"] { color: var(--wp-color-error); padding-inline-start: 10px; }
.wp-network-pill-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-account-identity { display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; text-align: center; }
.wp-account-name-row { display: flex; align-items: center; justify-content: center; gap: 4px; max-width: 100%; min-width: 0; }
.wp-account-title {
  margin: 0; min-width: 0; font-size: var(--wp-font-size-lg); font-weight: 600; line-height: 1.2;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-account-address { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-account-type {
  margin: 0; padding: 1px 8px; border-radius: 999px; box-shadow: inset 0 0 0 1px var(--wp-color-border);
  color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); font-weight: 600;
}
.wp-account-email {
  max-width: 100%; padding: 2px 10px; border-radius: 999px; background: var(--wp-bg-raised); color: var(--wp-color-fg);
  font-size: var(--wp-font-size-xs); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-account-email:hover { background: var(--wp-bg-hover); }
.wp-account-social {
  display: inline-flex; align-items: center; gap: 6px; max-width: 100%; margin: 0; padding: 2px 10px; border-radius: 999px;
  background: var(--wp-bg-raised); color: var(--wp-color-fg); font-size: var(--wp-font-size-xs); font-weight: 600;
}
.wp-account-social svg { flex: none; }
.wp-account-social-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-account-balance-line { margin: 0; min-height: 24px; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-md); }
.wp-feature-buttons { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; }
.wp-feature-button {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; height: 56px;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); color: var(--wp-color-fg);
  font-size: var(--wp-font-size-xs); font-weight: 600;
}
.wp-feature-button:hover { background: var(--wp-bg-hover); }
.wp-tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-tab {
  flex: 1; height: 32px; border-radius: var(--wp-radius-sm); color: var(--wp-color-fg-muted);
  font-size: var(--wp-font-size-xs); font-weight: 600; text-align: center;
}
.wp-tab[aria-selected="true"] { background: var(--wp-color-bg); color: var(--wp-color-fg); box-shadow: var(--wp-shadow); }
.wp-tabpanel { min-height: 120px; }
.wp-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.wp-row { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px; border-radius: var(--wp-radius-md); }
.wp-row:hover { background: var(--wp-bg-raised); }
.wp-row-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 36px; height: 36px;
  overflow: hidden; border-radius: 50%; background: var(--wp-bg-raised); color: var(--wp-color-fg-muted); font-weight: 700;
}
.wp-row-icon img { width: 100%; height: 100%; object-fit: cover; display: block; }
.wp-row-main { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.wp-row-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.wp-row-detail { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-row-end { display: flex; flex-direction: column; align-items: flex-end; flex: none; max-width: 45%; text-align: end; }
.wp-row-end > * { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-badge { padding: 1px 6px; border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); font-size: var(--wp-font-size-xs); font-weight: 600; }
.wp-badge[data-tone="error"] { color: var(--wp-color-error); }
.wp-month { margin: 12px 8px 4px; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); font-weight: 600; }
.wp-month:first-child { margin-top: 4px; }
.wp-panel-footer { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-top: 8px; }
.wp-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.wp-nft { margin: 0; display: flex; flex-direction: column; gap: 6px; padding: 6px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-nft-image {
  display: flex; align-items: center; justify-content: center; aspect-ratio: 1 / 1; overflow: hidden;
  border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); color: var(--wp-color-fg-muted); font-weight: 700;
}
.wp-nft-image img { width: 100%; height: 100%; object-fit: cover; display: block; }
/* The name gives way (ellipsis) and the token number after it never does (splitNftTitle.ts). */
.wp-nft-name { display: flex; gap: 0.3em; min-width: 0; white-space: nowrap; font-size: var(--wp-font-size-xs); font-weight: 600; }
.wp-nft-name-text { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.wp-nft-name-number { flex: none; max-width: 100%; overflow: hidden; text-overflow: ellipsis; }
/* Read left to right in every language and never reordered, aligned as the text around it (baseCss .wp-ltr). */
.wp-account-address, .wp-account-balance-line { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
`;
