import { useCallback, useState } from 'react';

const STORAGE_KEY = 'dss.autoLoadMix';

/** Whether the node view loads each node's range by itself (one billed call per node). Default on. */
export function useAutoLoadMix(): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      return window.localStorage.getItem(STORAGE_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const set = useCallback((next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // The choice then lasts for this page only.
    }
  }, []);
  return [value, set];
}
