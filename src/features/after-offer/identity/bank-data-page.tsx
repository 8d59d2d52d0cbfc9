/**
 * /bank-data (state 9): the lender wants the account the loan is paid into. The applicant types it (the market's
 * own account identifier: the CLABE in Mexico, the IBAN elsewhere) with the account holder's name, and it goes
 * to POST /lead/account. The lender lets this wait: "I will give it later" skips the step (POST /lead/skip).
 */
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import type { AccountRequest } from '#contract/after-offer.ts';
import { accountKindOf } from '#markets/country-market.ts';
import type { Country } from '#markets/matrix.ts';
import { market } from '#markets/market.ts';
import { submitAccount } from './api/submit-account.ts';
import { accountProblem, compactAccount } from '../offers/payment-account.ts';
import { bankAccountRuleOf, type IdentifierRule } from '#markets/country-identifiers.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { withParams } from '../use-step-messages.ts';
import { IDENTITY_NAMESPACE, localizeServerErrors, NAME_PATTERN } from './identity-form.ts';

export const bankDataSchema = (country: Country) =>
  z.object({
    iban: accountField(bankAccountRuleOf(country)),
    accountHolderName: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(120, withParams('validation.maxLength', { max: 120 }))
      .regex(NAME_PATTERN, 'validation.pattern.name'),
  });

/** The account field: the same check as the payout account of the offer pages (payment-account.ts). */
function accountField(rule: IdentifierRule) {
  return z.string().superRefine((value, context) => {
    const problem = accountProblem(rule, value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

export type BankDataValues = { iban: string; accountHolderName: string };

/** The body of POST /lead/account: the account number in its compact form. */
export const accountRequest = (id: string, country: Country, values: BankDataValues): AccountRequest => ({
  id,
  iban: compactAccount(values.iban),
  accountHolderName: values.accountHolderName.trim().replace(/\s+/g, ' '),
});

export default function BankDataPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const country = market.target.country;
  const kind = accountKindOf(country);
  const [schema] = useState(() => bankDataSchema(country));
  const form = useAfterOfferForm<BankDataValues>({
    draftKey: '/bank-data',
    schema,
    defaults: { iban: '', accountHolderName: '' },
  });
  const { errorOf, submitWith, skip, frame } = useStepSubmit(form, {
    namespace: IDENTITY_NAMESPACE,
    mapErrors: (errors) =>
      localizeServerErrors(errors, {
        iban: `bankData.errors.refused.${kind}`,
        accountHolderName: 'validation.pattern.name',
      }),
  });

  const submit = submitWith(
    () => (client, id) => submitAccount(client, accountRequest(id, country, form.getValues())),
  );

  return (
    <AfterOfferStep
      title={t('bankData.title')}
      intro={<p>{t('bankData.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('bankData.submit')}
      skip={{ label: t('bankData.skip'), onSkip: () => void skip() }}
    >
      <TextField
        id={fieldIdOf('iban')}
        label={t(`bankData.${kind}`)}
        hint={t(`bankData.${kind}Hint`)}
        error={errorOf('iban')}
        inputMode={kind === 'clabe' ? 'numeric' : 'text'}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={kind === 'clabe' ? 24 : 42}
        {...form.register('iban')}
      />
      <TextField
        id={fieldIdOf('accountHolderName')}
        label={t('bankData.holder')}
        hint={t('bankData.holderHint')}
        error={errorOf('accountHolderName')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={120}
        {...form.register('accountHolderName')}
      />
    </AfterOfferStep>
  );
}
