/**
 * The modal's stylesheet: isolation and theme first, then the shell and every component it shows. The
 * animation lengths are the constants of SPEC.md section 9; the reduced-motion rule comes last.
 */
import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  VIEW_TRANSITION_MS,
} from '../../domain/entities/constants.js';
import { alertBannerCss } from '../components/AlertBanner/AlertBanner.styles.js';
import { controlsCss } from '../components/controls.styles.js';
import { dialogCss } from '../components/Dialog/Dialog.styles.js';
import { spinnerCss } from '../components/Spinner/Spinner.styles.js';
import { toastCss } from '../components/Toast/Toast.styles.js';
import { baseCss, REDUCED_MOTION_CSS } from '../shadow/baseCss.js';
import { paletteCss } from '../theme/themeStyle.js';
import { connectCss } from '../views/Connect/Connect.styles.js';
import { unavailableViewCss } from '../components/UnavailableView/UnavailableView.styles.js';
import { whatIsAWalletCss } from '../views/WhatIsAWallet/WhatIsAWallet.styles.js';

export const shellCss = `
.wp-header { display: grid; grid-template-columns: 40px minmax(0, 1fr) 40px; align-items: center; gap: 8px; padding: 12px 12px 4px; }
.wp-header-spacer { width: 40px; height: 40px; }
/* The back chevron points to where the visitor came from: the other way under right to left. */
:host([dir="rtl"]) .wp-header > .wp-icon-button:first-child > svg, [dir="rtl"] .wp-header > .wp-icon-button:first-child > svg { transform: scaleX(-1); }
/* Two lines before an ellipsis: a title translated longer than the header ("Inicio de sesión con correo") wraps. */
.wp-title {
  margin: 0; text-align: center; font-size: var(--wp-font-size-md); font-weight: 600; line-height: 1.3;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; outline: none;
}
.wp-title-text { display: inline; animation: wp-header-text ${HEADER_TEXT_ANIMATION_MS}ms ease both; }
@keyframes wp-header-text { from { opacity: 0; } to { opacity: 1; } }
/* The one part of the dialog that gives way when the window is short: it shrinks and scrolls (Dialog.styles.ts). */
.wp-dialog > .wp-body {
  flex: 0 1 auto; min-height: 0; overflow-x: hidden; overflow-y: auto; overscroll-behavior: contain;
  transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms ease;
}
.wp-view { padding: 8px 16px 20px; animation: wp-view-in ${VIEW_TRANSITION_MS}ms ease both; }
/* The view the modal opens on is there at once (the dialog eases in); views navigated to fade in. */
.wp-view[data-opening="true"] { animation: none; }
@keyframes wp-view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
/*
 * The toast over the header's title, between its back and close buttons, where it covers no control: the
 * region is a zero-height line right under the header (so it follows the header down when an alert banner
 * sits above it), and the toast is drawn upwards from it. Two lines at most; the live region keeps it all.
 */
.wp-dialog-toast { position: relative; height: 0; z-index: 1; pointer-events: none; }
.wp-dialog-toast > .wp-toast-regions { position: absolute; inset-inline: 60px; bottom: 4px; height: 40px; justify-content: center; }
.wp-dialog-toast .wp-toast { max-width: 100%; padding: 6px 12px; font-size: var(--wp-font-size-xs); }
.wp-dialog-toast .wp-toast-message { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.wp-dialog:has(.wp-dialog-toast .wp-toast) .wp-title-text { color: transparent; }
.wp-page-notices {
  position: fixed; top: 16px; inset-inline: 0; margin-inline: auto; z-index: var(--wp-z-index);
  display: flex; flex-direction: column; align-items: stretch; gap: 8px; width: min(360px, calc(100vw - 24px));
  pointer-events: none;
}
.wp-page-notices .wp-alert { margin: 0; box-shadow: var(--wp-shadow); }
`;

export const modalStylesheet = [
  baseCss('contents'),
  paletteCss(),
  controlsCss,
  spinnerCss,
  dialogCss,
  shellCss,
  toastCss,
  alertBannerCss,
  connectCss,
  unavailableViewCss,
  whatIsAWalletCss,
  REDUCED_MOTION_CSS,
].join('\n');
