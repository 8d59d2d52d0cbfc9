/**
 * Renders one after-offer screen the way the app does (i18n, API client over a fake fetch, progress store on
 * the screen's state, router following the store's route changes), for Testing Library tests of the screens.
 *
 *   const view = renderStep(<CnpPage />, { state: 28, path: '/cnp', handler: (call) => jsonResponse(...) });
 *   await view.user.type(screen.getByRole('textbox', { name: 'CNP' }), '...');
 *   expect(view.calls.at(-1)?.body).toEqual({ ... });   // what went over the wire
 *   await waitFor(() => expect(view.where()).toBe('/accepted'));   // where the funnel went
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from '#shared/routing/routes.tsx';
import type { Locale } from '#markets/matrix.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { useApplyRouteChange } from '#features/funnel/navigation.ts';
import { createProgressStore, type ProgressStore } from '#features/funnel/progress-store.ts';
import { funnelTestTree } from '#features/funnel/testing/funnel-test-providers.tsx';

export { LEAD_ID };

/** A step call's answer: the next state (10 is accepted). */
export const nextState = (state = 10) => jsonResponse({ id: LEAD_ID, state });

/** A refusal as the reference API sends it. */
export const fieldErrors = (...errors: { fieldName: string; message: string }[]) =>
  jsonResponse({ errors }, 400);

export const serverError = () =>
  jsonResponse({ errors: [{ fieldName: '', message: 'Internal server error' }] }, 500);

export interface StepSetup {
  /** The application state the screen shows (the progress the server chose). */
  state: number | readonly number[];
  /** The screen's route, e.g. '/cnp'. */
  path: string;
  handler?: FakeHandler;
  locale?: Locale;
  /** Share one storage between two renders to test a reload (the second render keeps the stored drafts). */
  storage?: SafeStorage;
}

function Follower({ store }: { store: ProgressStore }) {
  useApplyRouteChange(store);
  return null;
}

export function renderStep(ui: ReactElement, setup: StepSetup) {
  const { client, calls } = fakeClient(setup.handler ?? (() => nextState()));
  const storage = setup.storage ?? memorySafeStorage().storage;
  const store = createProgressStore({ storage });
  // A second render over the same storage is a reload: the store restored the step (and its drafts) already.
  const restored = JSON.stringify(store.getState().progressState) === JSON.stringify(setup.state);
  if (!restored) {
    store.getState().storeLeadId({ id: LEAD_ID });
    store.getState().pushProgressState(setup.state);
    store.getState().clearRouteChange();
  }
  const view = render(
    funnelTestTree({
      client,
      store,
      path: setup.path,
      ...(setup.locale ? { locale: setup.locale } : {}),
      children: (
        <>
          <Follower store={store} />
          <Routes>
            <Route path={setup.path} element={ui} />
            <Route path="*" element={<h1>Next page</h1>} />
          </Routes>
        </>
      ),
    }),
  );
  return {
    ...view,
    calls,
    store,
    storage,
    user: userEvent.setup(),
    where: () => screen.getByTestId('where').textContent,
  };
}
