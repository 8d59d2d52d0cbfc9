/**
 * The Polish application form (wniosek, state 33) and its supplement (state 34): the lender needs the PESEL, the
 * ID card number, the mother's maiden name (its identity question) and the account the loan is paid into. Both
 * are one form; `kind` names which one the lender asked for and goes in the body. Each identifier is checked as
 * the lender checks it, so a typo is caught at the field before sending.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { WniosekRequest } from '#contract/after-offer.ts';
import { submitWniosek } from './api/submit-wniosek.ts';
import { compactIdentifier, normalizePesel, validatePesel } from '#shared/lib/identifiers/index.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { withParams } from '../use-step-messages.ts';
import { IDENTITY_NAMESPACE, identifierField, localizeServerErrors, NAME_PATTERN } from './identity-form.ts';
import { validatePolishIdCard } from '#shared/lib/identifiers/index.ts';
import { normalizePolishAccount, validatePolishAccount } from './polish-id.ts';

export type WniosekKind = WniosekRequest['kind'];

export const wniosekSchema = lazySchema(() =>
  z.object({
    pesel: identifierField('pesel', validatePesel),
    idCardNumber: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .superRefine((value, context) => {
        const result = validatePolishIdCard(value);
        // A card number of the wrong length is one not written as printed: the page says so as for any other shape.
        const reason = result.valid ? undefined : result.reason === 'length' ? 'format' : result.reason;
        if (reason) context.addIssue({ code: 'custom', message: `wniosek.errors.idCard.${reason}` });
      }),
    mothersMaidenName: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(60, withParams('validation.maxLength', { max: 60 }))
      .regex(NAME_PATTERN, 'validation.pattern.name'),
    bankAccountNumber: identifierField('iban', validatePolishAccount),
  }),
);

export type WniosekValues = {
  pesel: string;
  idCardNumber: string;
  mothersMaidenName: string;
  bankAccountNumber: string;
};

export const WNIOSEK_DEFAULTS: WniosekValues = {
  pesel: '',
  idCardNumber: '',
  mothersMaidenName: '',
  bankAccountNumber: '',
};

/** The body of POST /lead/wniosek: identifiers in their compact form, the account as PL + 26 digits. */
export const wniosekRequest = (id: string, kind: WniosekKind, values: WniosekValues): WniosekRequest => ({
  id,
  kind,
  pesel: normalizePesel(values.pesel),
  idCardNumber: compactIdentifier(values.idCardNumber),
  mothersMaidenName: values.mothersMaidenName.trim().replace(/\s+/g, ' '),
  bankAccountNumber: normalizePolishAccount(values.bankAccountNumber),
});

/** Server sentences at these fields become the screen's own words. */
const SERVER_FALLBACKS = {
  pesel: 'wniosek.errors.refused.pesel',
  idCardNumber: 'wniosek.errors.refused.idCardNumber',
  mothersMaidenName: 'validation.pattern.name',
  bankAccountNumber: 'wniosek.errors.refused.bankAccountNumber',
};

export function WniosekForm({ kind }: { kind: WniosekKind }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const form = useAfterOfferForm<WniosekValues>({
    draftKey: kind === 'application' ? '/wniosek' : '/wniosek-uzupelnienie',
    schema: wniosekSchema,
    defaults: WNIOSEK_DEFAULTS,
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: IDENTITY_NAMESPACE,
    mapErrors: (errors) => localizeServerErrors(errors, SERVER_FALLBACKS),
  });
  const text = (key: string) => t(`wniosek.${kind}.${key}`);

  const submit = submitWith(
    () => (client, id) => submitWniosek(client, wniosekRequest(id, kind, form.getValues())),
  );

  return (
    <AfterOfferStep
      title={text('title')}
      intro={<p>{text('intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={text('submit')}
    >
      <TextField
        id={fieldIdOf('pesel')}
        label={t('wniosek.pesel')}
        hint={t('wniosek.peselHint')}
        error={errorOf('pesel')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
        {...form.register('pesel')}
      />
      <TextField
        id={fieldIdOf('idCardNumber')}
        label={t('wniosek.idCardNumber')}
        hint={t('wniosek.idCardNumberHint')}
        error={errorOf('idCardNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        {...form.register('idCardNumber')}
      />
      <TextField
        id={fieldIdOf('mothersMaidenName')}
        label={t('wniosek.mothersMaidenName')}
        hint={t('wniosek.mothersMaidenNameHint')}
        error={errorOf('mothersMaidenName')}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={60}
        {...form.register('mothersMaidenName')}
      />
      <TextField
        id={fieldIdOf('bankAccountNumber')}
        label={t('wniosek.bankAccountNumber')}
        hint={t('wniosek.bankAccountNumberHint')}
        error={errorOf('bankAccountNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        {...form.register('bankAccountNumber')}
      />
    </AfterOfferStep>
  );
}
