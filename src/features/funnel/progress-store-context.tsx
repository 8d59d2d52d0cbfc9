/** Hands the one progress store of the page to the components below it (the app creates and provides it). */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ProgressStore, ProgressStoreState } from './progress-store.ts';

const ProgressStoreContext = createContext<ProgressStore | null>(null);

export function ProgressStoreProvider({ store, children }: { store: ProgressStore; children: ReactNode }) {
  return <ProgressStoreContext.Provider value={store}>{children}</ProgressStoreContext.Provider>;
}

export function useProgressStoreApi(): ProgressStore {
  const store = useContext(ProgressStoreContext);
  if (!store) throw new Error('useProgressStore needs a ProgressStoreProvider above it');
  return store;
}

/** A slice of the progress store; the component re-renders when that slice changes. */
export function useProgressStore<T>(selector: (state: ProgressStoreState) => T): T {
  return useStore(useProgressStoreApi(), selector);
}
