/**
 * The toast container stays out of the app's start (issue 27 item 4): it is drawn when the browser is next idle, or
 * at the first toast, and a toast asked for before it is there is shown once it is.
 */
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';

/** When react-toastify's chunk was asked for, if it was. */
let toastifyLoadedAt: number | undefined;

/**
 * A fresh copy of the module (whether the container is wanted is its own state), watching its chunk load; `arrived`,
 * when given, holds the chunk back until it settles.
 */
async function freshToasts(arrived?: Promise<void>) {
  vi.resetModules();
  toastifyLoadedAt = undefined;
  vi.doMock('./toastify.ts', async () => {
    toastifyLoadedAt = Date.now();
    await arrived;
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
    // The screens' DOM (happy-dom) has no idle callbacks: the fallback waits a second.
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

  // React holds back any boundary revealed within 300 ms of a fallback shown anywhere (its fallback throttle): a
  // container drawn through Suspense held a returning applicant's step back while the toasts' chunk loaded.
  it("does not hold back a step revealed while the toasts' chunk is loading", async () => {
    let chunkArrives = () => {};
    const { LazyToastContainer, showToast } = await freshToasts(
      new Promise((resolve) => (chunkArrives = resolve)),
    );
    let stepArrives = () => {};
    const Step = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>(
          (resolve) => (stepArrives = () => resolve({ default: () => <h1>The step</h1> })),
        ),
    );
    render(
      <>
        <LazyToastContainer />
        <Suspense fallback={<p>Loading</p>}>
          <Step />
        </Suspense>
      </>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // Past the throttle of the step's own fallback, so that only the toasts' loading could hold the step back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const toastShown = showToast('Saved', 'success');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(toastifyLoadedAt).toBeDefined();
    act(() => stepArrives());
    // Drawn at once, not some 280 ms later (the throttle's 300 ms less the 20 ms waited above); 200 ms leaves a busy
    // machine room.
    expect(await screen.findByRole('heading', { name: 'The step' }, { timeout: 200 })).toBeInTheDocument();
    await act(async () => {
      chunkArrives();
      await toastShown;
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
