/**
 * Tests only: puts a draft in the store before the screen reads it, as a reload does. renderStep cannot share
 * a draft across renders: putting the store on an after-offer state drops drafts (the form was submitted).
 */
import { useState, type ReactNode } from 'react';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';

export function WithDraft({ path, draft, children }: { path: string; draft: object; children: ReactNode }) {
  const store = useProgressStoreApi();
  useState(() => store.getState().saveDraft(path, { ...draft }));
  return children;
}
