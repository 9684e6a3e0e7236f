/** The FlowStatus block's stylesheet (adopted with the block, so each view that shows one carries it). */
export const flowStatusCss = `
.wp-flow { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 12px 0 4px; text-align: center; }
.wp-flow-picture {
  position: relative; display: inline-flex; align-items: center; justify-content: center; width: 56px; height: 56px;
  border-radius: 50%; background: var(--wp-bg-raised); color: var(--wp-accent);
}
.wp-flow-picture svg { width: 24px; height: 24px; }
.wp-flow-picture .wp-spinner { position: absolute; inset-inline-end: -4px; bottom: -4px; color: var(--wp-color-fg-muted); }
.wp-flow[data-tone="error"] .wp-flow-picture { color: var(--wp-color-error); }
.wp-flow-copy { display: flex; flex-direction: column; gap: 6px; max-width: 100%; }
.wp-flow-title { margin: 0; font-size: var(--wp-font-size-md); font-weight: 600; overflow-wrap: anywhere; }
.wp-flow[data-tone="error"] .wp-flow-title { color: var(--wp-color-error); }
.wp-flow-text { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); overflow-wrap: anywhere; }
.wp-flow-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
`;
