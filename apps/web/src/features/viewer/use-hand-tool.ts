import { useEffect, type RefObject } from 'react';

/**
 * The hand tool: with the mouse or a pen, dragging the pages scrolls them (touch scrolls natively). The text layer
 * is then out of reach (viewer.css, .attest-hand), so nothing gets selected; off, pdf.js's text layer selects text.
 */
export function useHandTool(container: RefObject<HTMLDivElement | null>, on: boolean) {
  useEffect(() => {
    const element = container.current;
    if (!element || !on) return;
    let drag: { pointerId: number; x: number; y: number; left: number; top: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.button !== 0 || event.pointerType === 'touch') return;
      // Links and note markers keep their clicks.
      if (event.target instanceof Element && event.target.closest('a, button')) return;
      drag = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
      element.setPointerCapture(event.pointerId);
      element.classList.add('attest-hand-dragging');
      event.preventDefault();
    };
    const move = (event: PointerEvent) => {
      if (drag?.pointerId !== event.pointerId) return;
      element.scrollLeft = drag.left - (event.clientX - drag.x);
      element.scrollTop = drag.top - (event.clientY - drag.y);
    };
    const up = (event: PointerEvent) => {
      if (drag?.pointerId !== event.pointerId) return;
      drag = null;
      element.classList.remove('attest-hand-dragging');
    };
    element.classList.add('attest-hand');
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.classList.remove('attest-hand', 'attest-hand-dragging');
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, [container, on]);
}
