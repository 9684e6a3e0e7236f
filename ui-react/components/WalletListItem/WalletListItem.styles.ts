export const walletListItemCss = `
.wp-wallet-item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 48px; padding-block: 8px; padding-inline: 8px 12px;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); color: var(--wp-color-fg);
  transition: background-color 150ms ease;
}
.wp-wallet-item:hover { background: var(--wp-bg-hover); }
/*
 * The name keeps its full width and the tags take what is left (flex-basis 0, growing), wrapping onto a second
 * line when they do not fit side by side. A name that still does not fit beside its widest tag (a translated
 * tag can be twice the English one: "ВСТАНОВЛЕНО") wraps at its spaces onto a second line; only a name longer
 * than two lines is cut.
 */
.wp-wallet-item-name {
  flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; font-weight: 500;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
}
.wp-wallet-item-tags {
  display: inline-flex; flex: 1 1 0; flex-wrap: wrap; justify-content: flex-end; gap: 4px; min-width: min-content;
}
.wp-tag {
  display: inline-flex; align-items: center; height: 20px; padding: 0 6px; border-radius: var(--wp-radius-sm);
  font-size: var(--wp-font-size-xs); font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em;
  background: var(--wp-bg-hover); color: var(--wp-color-fg-muted); white-space: nowrap;
}
.wp-tag-installed::before, .wp-tag-recent::before {
  content: ''; width: 6px; height: 6px; margin-inline-end: 4px; border-radius: 50%; flex: none;
}
.wp-tag-installed::before { background: var(--wp-color-success); }
.wp-tag-recent::before { background: var(--wp-accent); }
.wp-tag-count { text-transform: none; }
`;
