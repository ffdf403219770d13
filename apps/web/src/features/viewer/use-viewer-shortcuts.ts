import { useEffect, useRef } from 'react';
import { isTextField, shortcutFor, type ViewerAction } from './shortcuts';

export type ShortcutHandlers = Partial<Record<ViewerAction, () => void>>;

/** Keys inside an open menu, dialog or list box belong to it (Escape closes the menu, not the viewer). */
const inPopup = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="menu"],[role="dialog"],[role="alertdialog"],[role="listbox"]') !== null;

/** Listens on the window while mounted; the handlers given decide which shortcuts this part of the viewer takes. */
export function useViewerShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || inPopup(event.target)) return;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inTextField: isTextField(event.target),
      });
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
