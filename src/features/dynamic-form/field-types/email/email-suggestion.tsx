/**
 * "Did you mean ana@gmail.com?" under the email field, from GET /email/validate/{email}: the applicant applies the
 * suggestion with one button or keeps what they typed. A failed or slow check shows nothing and blocks nothing.
 */
import './email-suggestion.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { CheckEmail } from '../shared/reference-lookups.ts';

/** Longer than a suggestion is worth waiting for: the applicant has moved on. */
export const EMAIL_CHECK_TIMEOUT_MS = 4000;

interface EmailSuggestionProps {
  address: string;
  inputId: string;
  checkEmail: CheckEmail;
  onApply: (address: string) => void;
}

export default function EmailSuggestion({ address, inputId, checkEmail, onApply }: EmailSuggestionProps) {
  const { t } = useTranslation('fields');
  const [answer, setAnswer] = useState<{ address: string; suggestion: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), EMAIL_CHECK_TIMEOUT_MS);
    void checkEmail(address, controller.signal)
      .catch(() => null)
      .then((result) => {
        if (controller.signal.aborted || !result?.suggestion || result.suggestion === address) return;
        setAnswer({ address, suggestion: result.suggestion });
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, checkEmail]);

  if (answer?.address !== address) return null;
  const { suggestion } = answer;
  return (
    <p className="field-suggestion">
      {t('form.emailCheck.suggestion', { email: suggestion })}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onApply(suggestion);
          // The button goes away with the fix: focus returns to the field rather than to the page.
          document.getElementById(inputId)?.focus();
        }}
      >
        {t('form.emailCheck.apply', { email: suggestion })}
      </button>
    </p>
  );
}
