/**
 * One screen of the funnel as the app shows it: the variant's own application page (its route table, guards and
 * providers) at `path`, for an applicant whose progress a story seeds, over the gallery's fake lead API. The shell
 * around it (header, footer, brand theme, language) is the gallery's decorator (.storybook/preview.tsx).
 */
import { useState, type ComponentType } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { MemoryRouter } from '#shared/routing/router.tsx';
import type { ApplicationState } from '#contract/application-state.ts';
import type { StepType } from '#contract/dynamic-form.ts';
import type { ApplicationPageKind } from '#contract/page-variants.ts';
import { createProgressStore, type ProgressStore } from '#features/funnel/progress-store.ts';
import { market } from '#markets/market.ts';
import { createFakeFetch } from '#shared/api/testing/fake-fetch.ts';
import { LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import ClassicApplicationPage from '../application/classic-application-page.tsx';
import DynamicApplicationPage from '../application/dynamic-application-page.tsx';
import { galleryApi, type GalleryAnswers } from './gallery-api.ts';
import { stepOfType, stepScreen } from './gallery-applicant.ts';

const PAGES: Record<ApplicationPageKind, ComponentType> = {
  classic: ClassicApplicationPage,
  dynamic: DynamicApplicationPage,
};

export interface GalleryScreenProps {
  path: string;
  /** Where the applicant is in the funnel (a state of contract/application-state.ts); none for a new applicant. */
  progress?: ApplicationState;
  /** What else the applicant's session holds (their answers), written before the page reads it. */
  seed?: (store: ProgressStore) => void;
  /** The API's answers that differ from the contract's examples. */
  api?: GalleryAnswers;
}

/** Seeds the session as a returning applicant's and points fetch at the fake API, before the page first renders. */
function prepare({ progress, seed, api }: GalleryScreenProps): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
  globalThis.fetch = createFakeFetch(galleryApi(api, progress)).fetch;
  if (progress === undefined && !seed) return;
  // A store over the browser's session storage writes through at once; the page's own store restores from it.
  const store = createProgressStore({ storage: browserSafeStorage() });
  store.getState().storeLeadId({ id: LEAD_ID });
  seed?.(store);
  if (progress !== undefined) store.getState().pushProgressState(progress);
  store.getState().clearRouteChange();
}

export function GalleryScreen(props: GalleryScreenProps) {
  useState(() => prepare(props));
  const kind: ApplicationPageKind = market.variant.applicationPage;
  const Page = PAGES[kind];
  return (
    <MemoryRouter initialEntries={[props.path]}>
      <Page />
    </MemoryRouter>
  );
}

/**
 * Step `step` of the variant's form (classic steps or v3 pages), or the first v3 page of `type`, for an applicant who
 * answered every step before it (their answers to it show too).
 */
export function GalleryStep({ step, type }: { step?: number; type?: StepType }) {
  const { t } = useTranslation('gallery');
  const [screen] = useState(() => (type ? stepOfType(type) : stepScreen(step ?? 1)));
  if (!screen)
    return (
      <p className="gallery-note">
        {t('noSuchStep', { brand: market.brand.name, country: market.target.country.toUpperCase() })}
      </p>
    );
  return <GalleryScreen path={screen.path} seed={screen.seed} />;
}
