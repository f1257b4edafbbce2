import { useCallback, useRef } from 'react';

/**
 * Runs an action unless the last one is still on its way, so a double tap acts once; a dropped
 * call returns undefined. The guard is a ref set in the tap's own event: state such as a
 * mutation's `isPending` reaches the handler only after a render, which may come after the
 * second tap. An action that returns a promise holds the guard until it settles; any other
 * frees it at once.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback(<T>(act: () => T): T | undefined => {
    if (busy.current) return undefined;
    busy.current = true;
    let result: T | undefined;
    try {
      result = act();
      return result;
    } finally {
      const release = () => {
        busy.current = false;
      };
      if (result instanceof Promise) result.then(release, release);
      else release();
    }
  }, []);
}
