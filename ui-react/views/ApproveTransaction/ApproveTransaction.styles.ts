/** The approval view: the region the secure wallet's screen is drawn over, and the line under it. */
export const approveTransactionCss = `
.wp-approve { display: flex; flex-direction: column; gap: 12px; }
.wp-approve-frame {
  min-height: 380px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised);
  box-shadow: inset 0 0 0 1px var(--wp-color-border);
}
.wp-approve-hint { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); text-align: center; }
`;
