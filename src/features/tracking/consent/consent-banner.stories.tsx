/** The tracking consent banner (ADR 0017) as a new visitor sees it, above the page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { market } from '#markets/market.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { createConsentStore } from './consent-state.ts';
import { ConsentStoreProvider } from './consent-store-context.tsx';

function NewVisitor() {
  const [store] = useState(() => createConsentStore({ storage: memorySafeStorage().storage }));
  return (
    <ConsentStoreProvider store={store}>
      <ConsentBanner intlLocale={market.country.intlLocale} />
    </ConsentStoreProvider>
  );
}

const meta = { title: 'Shell/Consent banner', component: NewVisitor } satisfies Meta<typeof NewVisitor>;

export default meta;

/** Nothing answered yet: the banner asks before any third party loads. */
export const Pending: StoryObj<typeof meta> = {};
