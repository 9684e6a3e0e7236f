export const avatarCss = `
.wp-avatar {
  position: relative; display: inline-flex; flex: none; overflow: hidden; border-radius: 50%;
  background-color: var(--wp-bg-raised); box-shadow: inset 0 0 0 1px var(--wp-color-border);
}
.wp-avatar-image { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
