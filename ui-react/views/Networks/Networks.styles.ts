import { networkImageCss } from '../../components/NetworkButton/NetworkImage.js';

export const networkListCss = `
${networkImageCss}
.wp-network-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.wp-network-option {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 52px; padding: 8px 12px;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); color: var(--wp-color-fg);
  font-weight: 500; text-align: start;
}
.wp-network-option:hover { background: var(--wp-bg-hover); }
.wp-network-option[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--wp-accent); }
.wp-network-option[aria-disabled="true"] { cursor: progress; opacity: 0.7; }
/* A name wraps rather than being cut: the Testnet tag beside it is three times longer in some languages. */
.wp-network-name { flex: 1; min-width: 0; overflow-wrap: break-word; }
.wp-tag {
  flex: none; padding: 2px 6px; border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover);
  color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); font-weight: 600;
}
.wp-network-check { flex: none; display: inline-flex; color: var(--wp-accent); }
`;

export const networksCss = `
${networkListCss}
.wp-networks { display: flex; flex-direction: column; gap: 12px; }
.wp-networks-note { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); text-align: center; }
`;
