import { MODAL_WIDTH_PX, SHAKE_DURATION_MS } from '../../../domain/entities/constants.js';

/** Below this width the dialog is a full-width sheet at the bottom of the screen. */
export const NARROW_SCREEN_MAX_WIDTH_PX = 430;

/**
 * The dialog is on screen from the first frame after the click: only the backdrop fades in (its background
 * colour, so the dialog's opacity is untouched; not a pseudo-element, which would keep axe from measuring the
 * dialog's text contrast), and the dialog eases up into place with a transform.
 */
export const dialogCss = `
.wp-overlay {
  position: fixed; inset: 0; z-index: var(--wp-z-index);
  display: flex; align-items: center; justify-content: center; padding: 16px;
  background: var(--wp-color-overlay);
  -webkit-backdrop-filter: var(--wp-overlay-backdrop); backdrop-filter: var(--wp-overlay-backdrop);
  animation: wp-backdrop-in 150ms ease both;
}
@keyframes wp-backdrop-in { from { background-color: transparent; } }
.wp-dialog { animation: wp-dialog-in 150ms ease both; }
@keyframes wp-dialog-in { from { transform: translateY(8px) scale(0.98); } to { transform: none; } }
/*
 * The dialog is as tall as its content, and never taller than the overlay leaves it (100% of the overlay's
 * box, which is the visible window: unlike 100vh, it follows a phone's browser bars). Its parts do not shrink
 * but the body (.wp-body), which scrolls.
 */
.wp-dialog {
  position: relative; display: flex; flex-direction: column;
  width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: 100%;
  background: var(--wp-bg); color: var(--wp-color-fg);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-radius-lg);
  box-shadow: var(--wp-shadow); overflow: hidden; outline: none;
}
.wp-dialog > * { flex: none; }
.wp-dialog[data-shake="true"] { animation: wp-shake ${SHAKE_DURATION_MS}ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }
@keyframes wp-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (max-width: ${NARROW_SCREEN_MAX_WIDTH_PX}px) {
  .wp-overlay { align-items: flex-end; padding: 48px 0 0; }
  .wp-dialog {
    width: 100%;
    border-bottom: 0; border-radius: var(--wp-radius-lg) var(--wp-radius-lg) 0 0;
  }
}
`;
