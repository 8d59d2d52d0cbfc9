/**
 * /account (state 18): the partner opens an account for the applicant, who chooses its password here (8 or more
 * characters with a letter and a digit, typed twice) and sends it to POST /lead/customer/password. The password
 * is never kept as a draft; "Show the password" lets a phone user check what they typed.
 */
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { CustomerPasswordRequest } from '#contract/customer.ts';
import { useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { usePartnerDisplayName } from '../api/partner-logos.ts';
import { setCustomerPassword } from './api/set-customer-password.ts';
import { CheckboxField } from '#shared/ui/form/checkbox-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { withParams } from '../use-step-messages.ts';
import { IDENTITY_NAMESPACE, localizeServerErrors } from './identity-form.ts';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const accountPasswordSchema = lazySchema(() =>
  z
    .object({
      // Not trimmed: a space is a character of a password like any other.
      password: z
        .string()
        .min(1, 'validation.required')
        .min(PASSWORD_MIN_LENGTH, withParams('validation.minLength', { min: PASSWORD_MIN_LENGTH }))
        .max(PASSWORD_MAX_LENGTH, withParams('validation.maxLength', { max: PASSWORD_MAX_LENGTH }))
        .regex(/[A-Za-z]/, 'account.errors.letter')
        .regex(/\d/, 'account.errors.digit'),
      passwordConfirmation: z.string().min(1, 'account.errors.confirmationRequired'),
    })
    .refine((values) => values.password === values.passwordConfirmation, {
      path: ['passwordConfirmation'],
      message: 'account.errors.mismatch',
    }),
);

export type AccountPasswordValues = { password: string; passwordConfirmation: string };

export const passwordRequest = (id: string, values: AccountPasswordValues): CustomerPasswordRequest => ({
  id,
  password: values.password,
  passwordConfirmation: values.passwordConfirmation,
});

export default function AccountPasswordPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const [shown, setShown] = useState(false);
  const form = useAfterOfferForm<AccountPasswordValues>({
    draftKey: '/account',
    schema: accountPasswordSchema,
    defaults: { password: '', passwordConfirmation: '' },
    // A password is never written to storage.
    privateFields: ['password', 'passwordConfirmation'],
  });
  const { step, errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: IDENTITY_NAMESPACE,
    mapErrors: (errors) =>
      localizeServerErrors(errors, {
        password: 'account.errors.refused',
        passwordConfirmation: 'account.errors.mismatch',
      }),
  });
  const status = useLeadStatus(step.leadId);
  const partner = usePartnerDisplayName(
    status.data?.status === 'partner-step' ? status.data.partner.name : undefined,
  );

  const submit = submitWith(
    () => (client, id) => setCustomerPassword(client, passwordRequest(id, form.getValues())),
  );

  return (
    <AfterOfferStep
      title={t('account.title')}
      intro={<p>{partner ? t('account.introPartner', { partner }) : t('account.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('account.submit')}
    >
      <TextField
        id={fieldIdOf('password')}
        label={t('account.password')}
        hint={t('account.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorOf('password')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.register('password')}
      />
      <TextField
        id={fieldIdOf('passwordConfirmation')}
        label={t('account.passwordConfirmation')}
        error={errorOf('passwordConfirmation')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.register('passwordConfirmation')}
      />
      <CheckboxField
        id="account-show-password"
        label={t('account.show')}
        checked={shown}
        onChange={(event) => setShown(event.target.checked)}
      />
    </AfterOfferStep>
  );
}
