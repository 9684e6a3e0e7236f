import { networkImageCss } from '../../components/NetworkButton/NetworkImage.js';

/** Shared by the SwitchNetwork, SwitchActiveChain and UnsupportedChain views. */
export const networkStatusCss = `
${networkImageCss}
.wp-network-status { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px 0 4px; text-align: center; }
.wp-network-status-picture { position: relative; display: inline-flex; }
.wp-network-status-picture .wp-spinner { position: absolute; inset-inline-end: -6px; bottom: -6px; }
.wp-network-status-title { margin: 0; font-size: var(--wp-font-size-md); font-weight: 600; }
.wp-network-status-title[data-tone="error"] { color: var(--wp-color-error); }
.wp-network-status-text { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); }
.wp-network-status-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; margin-top: 4px; }
`;
