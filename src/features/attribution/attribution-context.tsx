import { createContext, useContext, type ReactNode } from 'react';
import type { AttributionBoot } from './boot.ts';

const AttributionContext = createContext<AttributionBoot | null>(null);

/** Makes the boot-time attribution (landing data, session, affiliate, click ids) available to the funnel. */
export function AttributionProvider({ value, children }: { value: AttributionBoot; children: ReactNode }) {
  return <AttributionContext.Provider value={value}>{children}</AttributionContext.Provider>;
}

export function useAttribution(): AttributionBoot {
  const value = useContext(AttributionContext);
  if (!value) throw new Error('useAttribution needs an AttributionProvider (see src/main.tsx)');
  return value;
}
