/**
 * Keeps an element's place on the viewport known to whoever draws over it: the embedded wallet's approval
 * frame lives outside the modal's shadow root (a frame of another origin cannot move into it without
 * reloading), so it is positioned over the ApproveTransaction view's region from here. The rectangle is
 * reported at once, then whenever it changes: the element or the dialog resizing, the window resizing or
 * anything scrolling. Animations move the element without resizing it (the view's entrance, the modal's
 * height, a shake), so after each of those changes it is followed frame by frame until they are over: for
 * FOLLOW_MS, and for as long as an animation of the dialog still runs. The time alone was not enough: on a
 * busy machine the entrance starts frames after the mount, still runs when FOLLOW_MS is over, and the frame
 * was left where the region was mid-way (and moved under a click aimed at it).
 */
import type { FrameRect } from '../../../ports/embedded-wallet-frame.port.js';
import { MODAL_HEIGHT_ANIMATION_MS, SHAKE_DURATION_MS, VIEW_TRANSITION_MS } from '../../../domain/entities/constants.js';

/** Longer than any of the modal's own animations. */
const FOLLOW_MS = Math.max(VIEW_TRANSITION_MS + MODAL_HEIGHT_ANIMATION_MS, SHAKE_DURATION_MS) + 100;

export function followRect(element: HTMLElement, onRect: (rect: FrameRect) => void): () => void {
  const win = element.ownerDocument.defaultView;
  let last: FrameRect | undefined;
  let followUntil = 0;
  let animationFrame: number | undefined;
  const dialog = element.closest('[role="dialog"]');

  const measure = () => {
    const { top, left, width, height } = element.getBoundingClientRect();
    if (last && last.top === top && last.left === left && last.width === width && last.height === height) return;
    last = { top, left, width, height };
    onRect(last);
  };
  const tick = () => {
    animationFrame = undefined;
    measure();
    if (Date.now() < followUntil || animating(dialog)) animationFrame = win?.requestAnimationFrame(tick);
  };
  const onChange = () => {
    measure();
    followUntil = Date.now() + FOLLOW_MS;
    if (animationFrame === undefined && win?.requestAnimationFrame) animationFrame = win.requestAnimationFrame(tick);
  };

  const observer = win?.ResizeObserver ? new win.ResizeObserver(onChange) : undefined;
  observer?.observe(element);
  if (dialog) observer?.observe(dialog);
  win?.addEventListener('resize', onChange);
  // Capture: a scroll of any container (the page, the modal's body) moves the element.
  win?.addEventListener('scroll', onChange, { capture: true, passive: true });
  onChange();

  return () => {
    observer?.disconnect();
    win?.removeEventListener('resize', onChange);
    win?.removeEventListener('scroll', onChange, { capture: true });
    if (animationFrame !== undefined) win?.cancelAnimationFrame(animationFrame);
  };
}

/** True while one of the dialog's finite animations (entrance, height, shake) has not finished; a spinner's endless one does not count. */
function animating(dialog: Element | null): boolean {
  const animations = dialog?.getAnimations?.({ subtree: true }) ?? [];
  return animations.some(
    (animation) =>
      (animation.pending || animation.playState === 'running') && animation.effect?.getComputedTiming().endTime !== Infinity,
  );
}
