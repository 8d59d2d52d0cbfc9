/**
 * Options for 'api:country' and 'api:position' come from the choices API. The loader is injected (a context, or
 * DynamicStepForm's loadChoices prop) so this feature does not depend on the API client and tests pass a fake.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ChoicesSource } from '#contract/dynamic-form.ts';
import type { Choice } from '#shared/ui/form/select-field.tsx';

export type ApiChoicesSource = Exclude<ChoicesSource, string[]>;
/** Resolves to the options in the applicant's language, labels already translated by the API. */
export type LoadChoices = (source: ApiChoicesSource) => Promise<readonly Choice[]>;

export const ChoicesLoaderContext = createContext<LoadChoices | undefined>(undefined);

export type ApiChoicesState =
  { status: 'loading' } | { status: 'ready'; choices: readonly Choice[] } | { status: 'failed' };

/** Loads the options once per source; without a loader, or when loading fails, the state says 'failed'. */
export function useApiChoices(source: ApiChoicesSource): ApiChoicesState {
  const loadChoices = useContext(ChoicesLoaderContext);
  const [loaded, setLoaded] = useState<{ source: ApiChoicesSource; state: ApiChoicesState } | undefined>();

  useEffect(() => {
    if (!loadChoices) return;
    let current = true;
    loadChoices(source).then(
      (choices) => {
        if (current)
          setLoaded({
            source,
            state: choices.length > 0 ? { status: 'ready', choices } : { status: 'failed' },
          });
      },
      () => {
        if (current) setLoaded({ source, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [loadChoices, source]);

  if (!loadChoices) return { status: 'failed' };
  return loaded?.source === source ? loaded.state : { status: 'loading' };
}
