/**
 * The policies an applicant accepts with the general-policies checkbox (issue 7): their texts come from the
 * policies call; each is shown with an expandable summary and a link to the full document, and the checkbox
 * accepts the required ones together (it is required itself, so they are enforced).
 */
import { createContext, useContext } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Policy } from '#contract/reference-data.ts';

export const PoliciesContext = createContext<readonly Policy[]>([]);

export function usePolicyList(): readonly Policy[] {
  return useContext(PoliciesContext);
}

/** The required policies the general-policies checkbox accepts. */
export const requiredPolicies = (policies: readonly Policy[]) => policies.filter((policy) => policy.required);

export function PolicyList({ id, policies }: { id: string; policies: readonly Policy[] }) {
  const { t } = useTranslation('fields');
  if (policies.length === 0) return null;
  return (
    <ul className="policy-list" id={id}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <details>
            <summary>{policy.title}</summary>
            <p>{policy.text}</p>
            <a href={policy.url} target="_blank" rel="noopener noreferrer">
              {t('form.readPolicy', { title: policy.title })}
            </a>
          </details>
        </li>
      ))}
    </ul>
  );
}
