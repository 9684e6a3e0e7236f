export const toastCss = `
.wp-toast-regions { display: flex; flex-direction: column; align-items: center; pointer-events: none; }
.wp-toast {
  display: inline-flex; align-items: center; gap: 8px; max-width: 320px;
  padding: 8px 14px; border-radius: 999px;
  background: var(--wp-bg-raised); color: var(--wp-color-fg); border: 1px solid var(--wp-color-border);
  box-shadow: var(--wp-shadow); font-size: var(--wp-font-size-sm); font-weight: 500;
  animation: wp-toast-in 150ms ease both; pointer-events: auto;
}
.wp-toast[data-variant="success"] svg { color: var(--wp-color-success); }
.wp-toast[data-variant="error"] svg { color: var(--wp-color-error); }
.wp-toast-message { overflow-wrap: anywhere; }
@keyframes wp-toast-in { from { opacity: 0; transform: translateY(-6px); } to { opacity: 1; transform: none; } }
`;
