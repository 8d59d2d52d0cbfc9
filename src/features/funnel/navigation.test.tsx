import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '#shared/routing/history.ts';
import { Router, useLocation, useNavigationType } from '#shared/routing/router.tsx';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { useApplyRouteChange, useFunnelGuard, useStepFocus } from './navigation.ts';
import type { ProgressState } from './progress.ts';
import { createProgressStore, type ProgressStore } from './progress-store.ts';

function Funnel({ store }: { store: ProgressStore }) {
  useApplyRouteChange(store);
  const allowed = useFunnelGuard(store);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  return (
    <p>
      <span data-testid="path">{pathname}</span>
      <span data-testid="type">{navigationType}</span>
      <span data-testid="allowed">{String(allowed)}</span>
    </p>
  );
}

function renderFunnel(path: string, progress: ProgressState) {
  const store = createProgressStore({ storage: memorySafeStorage().storage });
  store.setState({ progressState: progress });
  const history = createMemoryHistory([path]);
  render(
    <Router history={history}>
      <Funnel store={store} />
    </Router>,
  );
  return { store, history };
}

const shownPath = () => screen.getByTestId('path').textContent;
const navigationType = () => screen.getByTestId('type').textContent;

describe('spec 2: navigation follows the route change, then clears it', () => {
  it('a pre-offer step pushes a history entry', () => {
    const { store, history } = renderFunnel('/personal-details', 2);
    act(() => store.getState().pushProgressState(3));
    expect(shownPath()).toBe('/contact-details');
    expect(navigationType()).toBe('PUSH');
    expect(store.getState().routeChange).toBeNull();
    act(() => history.go(-1));
    expect(shownPath()).toBe('/personal-details');
  });

  it('a step after an offer replaces the history entry', () => {
    const { store } = renderFunnel('/checking', 6);
    act(() => store.getState().pushProgressState(10));
    expect(shownPath()).toBe('/accepted');
    expect(navigationType()).toBe('REPLACE');
  });

  it('the back button after an offer never leaves the applicant on a dead page or a form to re-submit', () => {
    const { store, history } = renderFunnel('/other-information', 5);
    act(() => store.getState().pushProgressState(6));
    act(() => store.getState().pushProgressState(10));
    expect(shownPath()).toBe('/accepted');
    act(() => history.go(-1));
    expect(shownPath()).toBe('/accepted');
    expect(navigationType()).toBe('REPLACE');
  });
});

describe('guard hook', () => {
  it('a deep link past the progress is replaced by the furthest step', () => {
    renderFunnel('/income-details', 0);
    expect(shownPath()).toBe('/personal-details');
    expect(navigationType()).toBe('REPLACE');
  });

  it('an allowed page is shown and recorded as the last app route', () => {
    const { store } = renderFunnel('/contact-details', 4);
    expect(shownPath()).toBe('/contact-details');
    expect(screen.getByTestId('allowed').textContent).toBe('true');
    expect(store.getState().lastAppRoute).toBe('/contact-details');
  });

  it('an after-offer route the server did not choose is refused', () => {
    const { store } = renderFunnel('/accepted', 6);
    expect(shownPath()).toBe('/checking');
    expect(store.getState().lastAppRoute).toBe('/checking');
  });
});

function Step({ stepKey, errors }: { stepKey: string; errors: string[] }) {
  const { headingRef, errorSummaryRef } = useStepFocus(stepKey);
  return (
    <section>
      <h1 ref={headingRef} tabIndex={-1}>
        {stepKey}
      </h1>
      <div ref={errorSummaryRef}>
        {errors.length > 0 && (
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </div>
      <input aria-label="field" />
    </section>
  );
}

describe('focus moves on each step change so screen readers announce it', () => {
  it('to the heading on mount and on every step change', () => {
    const { rerender } = render(<Step stepKey="Personal details" errors={[]} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Personal details' }));
    screen.getByLabelText('field').focus();
    rerender(<Step stepKey="Contact details" errors={[]} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Contact details' }));
  });

  it('to the error summary when the step shows errors', () => {
    render(<Step stepKey="Contact details" errors={['Enter your email']} />);
    expect(document.activeElement?.textContent).toBe('Enter your email');
  });

  it('not when the same step re-renders (typing is not interrupted)', () => {
    const { rerender } = render(<Step stepKey="Income" errors={[]} />);
    screen.getByLabelText('field').focus();
    rerender(<Step stepKey="Income" errors={[]} />);
    expect(document.activeElement).toBe(screen.getByLabelText('field'));
  });
});
