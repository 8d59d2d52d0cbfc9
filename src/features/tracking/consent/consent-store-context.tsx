/** Hands the one consent store of the page to the banner and the settings link (the app creates and provides it). */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ConsentState, ConsentStore } from './consent-state.ts';

const ConsentStoreContext = createContext<ConsentStore | null>(null);

export function ConsentStoreProvider({ store, children }: { store: ConsentStore; children: ReactNode }) {
  return <ConsentStoreContext.Provider value={store}>{children}</ConsentStoreContext.Provider>;
}

export function useConsentStoreApi(): ConsentStore {
  const store = useContext(ConsentStoreContext);
  if (!store) throw new Error('useConsentStore needs a ConsentStoreProvider above it');
  return store;
}

/** A slice of the consent store; the component re-renders when that slice changes. */
export function useConsentStore<T>(selector: (state: ConsentState) => T): T {
  return useStore(useConsentStoreApi(), selector);
}
