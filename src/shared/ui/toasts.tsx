/**
 * Toasts (spec section 2): top-right, 3000 ms, no progress bar, close on click, coloured theme.
 * react-toastify loads in its own chunk, out of the app's start (issue 27 item 4: on the emulated phone its script
 * and stylesheet were fetched and run while the applicant's touch waited for the step): when the browser is next
 * idle after the app has rendered, or at the first toast, whichever comes first. A toast asked for before the
 * container is there waits in react-toastify's queue and shows when it mounts.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: true,
  closeOnClick: true,
  theme: 'colored',
} as const;

const ToastContainer = lazy(() =>
  import('./toastify.ts').then((module) => ({
    default: () => <module.ToastContainer {...TOAST_OPTIONS} />,
  })),
);

let containerWanted = false;
const containerListeners = new Set<() => void>();

function wantContainer(): void {
  if (containerWanted) return;
  containerWanted = true;
  for (const listener of containerListeners) listener();
}

function subscribeToContainer(listener: () => void): () => void {
  containerListeners.add(listener);
  return () => containerListeners.delete(listener);
}

/** The browser's next idle moment (a second later where it has no idle callbacks); the returned function cancels. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // A page kept busy still gets its toasts within a few seconds, as the app's start takes at most that long.
    const id = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(id);
}

export function LazyToastContainer() {
  const wanted = useSyncExternalStore(
    subscribeToContainer,
    () => containerWanted,
    () => false,
  );
  useEffect(() => (wanted ? undefined : whenIdle(wantContainer)), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export async function showToast(message: string, kind: ToastKind = 'info'): Promise<void> {
  wantContainer();
  const { toast } = await import('./toastify.ts');
  toast[kind](message);
}
