import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebar-collapsed';

/** The large-screen sidebar's collapsed state, remembered between visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      try {
        localStorage.setItem(STORAGE_KEY, String(!current));
      } catch {
        // Without storage the choice lasts for this visit only.
      }
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
