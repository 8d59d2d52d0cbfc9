/**
 * Toasts (spec section 2): top-right, 3000 ms, no progress bar, close on click, coloured theme.
 * react-toastify loads in its own chunk after the first paint; showToast waits for it.
 */
import { lazy, Suspense } from 'react';

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

export function LazyToastContainer() {
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export async function showToast(message: string, kind: ToastKind = 'info'): Promise<void> {
  const { toast } = await import('./toastify.ts');
  toast[kind](message);
}
