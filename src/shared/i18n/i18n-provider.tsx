/** The translator the screens read their texts from (docs/adr/0039): one per page, given at the top of the tree. */
import { createContext, type ReactNode } from 'react';
import type { Translator } from './translator.ts';

export const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}
