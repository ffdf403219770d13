export type ViewerAction =
  | 'previousPage'
  | 'nextPage'
  | 'firstPage'
  | 'lastPage'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'find'
  | 'close';

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key was pressed in a text field, where Home, End and the page keys belong to the field. */
  inTextField: boolean;
}

/**
 * The viewer's keyboard shortcuts: PageUp/PageDown and Home/End move through pages, Ctrl/Cmd with + and - zoom
 * (0 back to 100 %), Ctrl/Cmd+F goes to the find box, Escape leaves. Anything else is left to the browser.
 */
export function shortcutFor(input: KeyInput): ViewerAction | null {
  const command = input.ctrlKey || input.metaKey;
  if (input.altKey) return null;
  if (command) {
    switch (input.key) {
      case '+':
      case '=':
        return 'zoomIn';
      case '-':
      case '_':
        return 'zoomOut';
      case '0':
        return 'zoomReset';
      case 'f':
      case 'F':
        return 'find';
      default:
        return null;
    }
  }
  if (input.key === 'Escape') return 'close';
  if (input.inTextField) return null;
  switch (input.key) {
    case 'PageUp':
      return 'previousPage';
    case 'PageDown':
      return 'nextPage';
    case 'Home':
      return 'firstPage';
    case 'End':
      return 'lastPage';
    default:
      return null;
  }
}

/** Whether a key event comes from somewhere the reader types. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}
