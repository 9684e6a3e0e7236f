/**
 * Animates the modal's height when the view changes (MODAL_HEIGHT_ANIMATION_MS, CSS transition on
 * `.wp-body`): the content is measured with a ResizeObserver and the body's height follows it. Where
 * ResizeObserver is missing the height stays automatic (no animation, nothing breaks).
 */
import { useRef, useState, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../shadow/useIsomorphicLayoutEffect.js';

export function AnimatedHeight({ children }: { children?: ReactNode }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useIsomorphicLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(content.offsetHeight || undefined));
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="wp-body" style={height === undefined ? undefined : { height }}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
