import { useEffect, useRef } from 'react';

/** Moves focus to the page heading when a page mounts, so screen readers announce each step change. */
export function usePageHeadingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
