import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSearchParams } from '#shared/routing/router.tsx';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { useUnsubscribeEmail } from './api/unsubscribe-email.ts';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';

/** The link's query: the address and the lender's signature of it (contract/customer.ts). */
const linkSchema = lazySchema(() =>
  z.object({
    email: z.email(),
    signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  }),
);

/** Shows most of an address so the reader recognises it without the page displaying it whole. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
}

/**
 * /unsubscribe?email=...&signature=...: the link in a marketing email, signed by the lender (docs/adr/0027), so a
 * made-up link unsubscribes no one. Nothing happens until the reader confirms, so a mail scanner following links
 * cannot unsubscribe anyone either.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  const params = useSearchParams();
  const parsed = linkSchema.safeParse({
    email: params.get('email') ?? '',
    signature: params.get('signature') ?? '',
  });
  const unsubscribe = useUnsubscribeEmail();
  const [confirmed, setConfirmed] = useState(false);

  if (!parsed.success) {
    return (
      <section aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" ref={headingRef} tabIndex={-1}>
          {t('unsubscribe.invalidTitle')}
        </h1>
        <p>{t('unsubscribe.invalidBody')}</p>
      </section>
    );
  }
  const { email, signature } = parsed.data;
  return (
    <section aria-labelledby="unsubscribe-title" data-testid="unsubscribe-page">
      <h1 id="unsubscribe-title" ref={headingRef} tabIndex={-1}>
        {t('unsubscribe.title')}
      </h1>
      {unsubscribe.isSuccess ? (
        <p role="status">{t('unsubscribe.done', { email: maskEmail(email) })}</p>
      ) : (
        <>
          <p>{t('unsubscribe.body', { email: maskEmail(email) })}</p>
          {unsubscribe.isError && (
            <p role="alert" className="inline-alert">
              {t('unsubscribe.failed')}
            </p>
          )}
          <button
            type="button"
            className="button"
            aria-disabled={unsubscribe.isPending || undefined}
            onClick={() => {
              if (unsubscribe.isPending || confirmed) return;
              setConfirmed(true);
              unsubscribe.mutate({ email, signature }, { onSettled: () => setConfirmed(false) });
            }}
          >
            {t('unsubscribe.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
