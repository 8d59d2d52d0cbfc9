/**
 * The toast container stays out of the app's start (issue 27 item 4): it is drawn when the browser is next idle, or
 * at the first toast, and a toast asked for before it is there is shown once it is.
 */
import { act, render, screen } from '@testing-library/react';

/** When react-toastify's chunk was asked for, if it was. */
let toastifyLoadedAt: number | undefined;

/** A fresh copy of the module (whether the container is wanted is its own state), watching its chunk load. */
async function freshToasts() {
  vi.resetModules();
  toastifyLoadedAt = undefined;
  vi.doMock('./toastify.ts', async () => {
    toastifyLoadedAt = Date.now();
    return await vi.importActual('./toastify.ts');
  });
  return await import('./toasts.tsx');
}

const container = () => document.querySelector('.Toastify');

describe('the toast container', () => {
  afterEach(() => vi.useRealTimers());

  it('is not drawn as the app renders, and is once the browser is idle', async () => {
    vi.useFakeTimers();
    const { LazyToastContainer } = await freshToasts();
    render(<LazyToastContainer />);
    // jsdom has no idle callbacks: the fallback waits a second.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(toastifyLoadedAt).toBeUndefined();
    expect(container()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // The container's chunk loads now (a real import): the clock runs again for it.
    vi.useRealTimers();
    await act(async () => {
      await import('./toastify.ts');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container()).not.toBeNull();
  });

  it('shows a toast asked for before it was drawn', async () => {
    const { LazyToastContainer, showToast } = await freshToasts();
    render(<LazyToastContainer />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(toastifyLoadedAt).toBeUndefined();
    await act(async () => {
      await showToast('Saved', 'success');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
