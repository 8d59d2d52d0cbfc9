/**
 * Toasts (spec section 2): top-right, 3000 ms, no progress bar, close on click, coloured theme.
 * react-toastify loads in its own chunk, out of the app's start (issue 27 item 4: on the emulated phone its script
 * and stylesheet were fetched and run while the applicant's touch waited for the step): when the browser is next
 * idle after the app has rendered, or at the first toast, whichever comes first. A toast asked for before the
 * container is there waits in react-toastify's queue and shows when it mounts.
 *
 * The chunk is awaited outside the renderer, not by a lazy component: under React DOM a Suspense boundary that showed
 * its fallback, even an empty one, held back every boundary revealed in the next 300 ms (its fallback throttle), and
 * the container wanted while a returning applicant's step was still rendering held that step back by 229 ms at CPU
 * 4x (docs/adr/0034). Preact (docs/adr/0035) has no throttle; the container still has nothing to suspend.
 */
import { startTransition, useEffect, useState } from 'react';
import type * as Toastify from './toastify.ts';
import { logger } from '../lib/logger.ts';
import { whenIdle } from '../lib/when-idle.ts';

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: true,
  closeOnClick: true,
  theme: 'colored',
} as const;

/** react-toastify once its chunk is in; undefined until then. */
let loaded: typeof Toastify | undefined;
let loading: Promise<typeof Toastify> | undefined;
const containerListeners = new Set<() => void>();

const notifyContainerListeners = () => {
  for (const listener of containerListeners) listener();
};

/** The chunk, asked for once at a time: a failed load (offline) is asked for again by the next toast. */
function loadToastify(): Promise<typeof Toastify> {
  loading ??= import('./toastify.ts').then(
    (module) => {
      loaded = module;
      notifyContainerListeners();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Asks for the chunk (once: loadToastify keeps the load in flight); the container is drawn when it is in. */
function wantContainer(): void {
  loadToastify().catch((error: unknown) => logger.warn('Toasts not loaded', error));
}

/**
 * Drawn in a transition once the chunk is in: under React DOM the container's first render could then yield to the
 * applicant's press (drawn at once, it held an answer to Next back by about 110 ms at CPU 4x). Preact's transition
 * draws at once (docs/adr/0035), at the idle moment the container was wanted in (whenIdle) or at the first toast.
 */
export function LazyToastContainer() {
  const [toastify, setToastify] = useState(loaded);
  useEffect(() => {
    if (toastify) return undefined;
    const draw = () => startTransition(() => setToastify(loaded));
    containerListeners.add(draw);
    if (loaded) draw();
    // At the latest 5 s on a page kept busy: the toasts are there within a few seconds, as the app's start takes at
    // most that long.
    const cancelIdle = whenIdle(wantContainer);
    return () => {
      containerListeners.delete(draw);
      cancelIdle();
    };
  }, [toastify]);
  return toastify ? <toastify.ToastContainer {...TOAST_OPTIONS} /> : null;
}

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export async function showToast(message: string, kind: ToastKind = 'info'): Promise<void> {
  // Loading the chunk also draws the container (the toast waits in react-toastify's queue until it mounts). Offline,
  // with the chunk not yet in, the toast is lost and logged; the next toast asks for the chunk again.
  try {
    const { toast } = await loadToastify();
    toast[kind](message);
  } catch (error) {
    logger.warn('Toast not shown: its chunk did not load', error);
  }
}
