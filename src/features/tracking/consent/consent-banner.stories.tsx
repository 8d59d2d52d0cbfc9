/** The tracking consent banner (ADR 0017) as a new visitor sees it, above the page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { market } from '../../../markets/market';
import { memorySafeStorage } from '../../../shared/lib/storage/memory-storage';
import { ConsentBanner } from './consent-banner';
import { createConsentStore } from './consent-state';
import { ConsentStoreProvider } from './consent-store-context';

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
