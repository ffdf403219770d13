import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** How long typing pauses before a search box's text reaches the URL. */
export const SEARCH_TEXT_DEBOUNCE_MS = 300;

/**
 * A search box whose text lives in the URL: typing updates the URL after a pause (replacing the history entry, so
 * Back returns to the previous filters, not to every keystroke), and Back/Forward or Clear Filters update the box.
 */
export function useUrlSearchText(urlValue: string | undefined, onChange: (q: string | undefined) => void): [string, (text: string) => void] {
  const router = useRouter();
  const [text, setText] = useState(urlValue ?? '');
  const [shown, setShown] = useState(urlValue);
  if (shown !== urlValue) {
    setShown(urlValue);
    // The URL holds the trimmed text: a trailing space still being typed is not a change.
    if ((urlValue ?? '') !== text.trim()) setText(urlValue ?? '');
  }
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === urlValue) return;
    const timer = setTimeout(() => {
      // A click already taking the reader to another page (still loading its code) wins over the end of the pause.
      if (router.latestLocation.pathname !== router.state.location.pathname) return;
      onChange(wanted);
    }, SEARCH_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlValue, onChange, router]);
  return [text, setText];
}
