/**
 * What every form step of an application page has around its form, whichever page kind draws it (classic or
 * dynamic): the alert of a save that failed (its wait, when the API asked for one), the country's policies and the
 * lookups the fields read, and the offer to continue later once the lead exists.
 */
import type { ReactNode } from 'react';
import type { Policy } from '#contract/reference-data.ts';
import { PoliciesContext } from '#features/dynamic-form/field-types/checkbox/policies.tsx';
import { SaveFailedAlert, type SaveFailure } from '#shared/ui/save-failed-alert.tsx';
import { ContinueLater } from './continue-later.tsx';
import { FormLookups } from './lookups/form-lookups.tsx';

export interface ApplicationStepProps {
  /** The last save's failure, shown above the form until a save succeeds. */
  failure: SaveFailure | null | undefined;
  policies: readonly Policy[];
  /** The step's form. */
  children: ReactNode;
}

export function ApplicationStep({ failure, policies, children }: ApplicationStepProps) {
  return (
    <>
      {failure && <SaveFailedAlert failure={failure} testId="save-failed" />}
      <PoliciesContext value={policies}>
        <FormLookups>{children}</FormLookups>
      </PoliciesContext>
      <ContinueLater />
    </>
  );
}
