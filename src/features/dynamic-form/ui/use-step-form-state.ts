/**
 * The step form's react-hook-form state: its first values (saved answers, the draft, and what was typed into the
 * prerendered step before it hydrated), its resolver (the step's zod schema for the fields shown, then the deferred
 * checks), and the catch-up once the step hydrates. Its own file because it is how the form is built and validated,
 * apart from what the step draws (dynamic-step-form.tsx).
 */
import { zodResolver } from '#shared/ui/form/zod-resolver.ts';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { market } from '#markets/market.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import type { Answers, DynamicPage } from '#features/funnel/form-model/types.ts';
import { isHydratingPrerender, markFirstStepInteractive } from '#shared/lib/prerendered-hydration.ts';
import { buildSchemasWhenIdle } from '#shared/lib/schema-warm-up.ts';
import { whenIdle } from '#shared/lib/when-idle.ts';
import { deferredFieldErrors } from './deferred-checks.ts';
import { fieldId, fieldKey, toDottedValues } from './field-keys.ts';
import { initialStepValues, type StepValues } from './input-values.ts';
import { stepSchemaFor } from './step-schema-cache.ts';
import { typedBeforeHydration } from './typed-before-hydration.ts';
import { prepareStepValidation } from './validation-warm-up.ts';

/** What the form's state reads of the step's props (DynamicStepFormProps). */
export interface StepFormStateInput {
  /** Saved answers by dotted name (submitted values). */
  answers: Answers;
  /** Unsubmitted input by dotted name; it wins over answers. */
  draft?: Answers;
  /** ISO date that birth-date and past-date rules count from; today by default. */
  today?: string;
  onDraftChange?: (values: Answers) => void;
}

type VisibleFor = (values: Partial<StepValues>) => DynamicPage['dataPoints'];

/** The page's form: its first values (with what was typed before hydration), its resolver, and the hydration catch-up. */
export function useStepFormState(
  props: StepFormStateInput,
  configured: DynamicPage['dataPoints'],
  visibleFor: VisibleFor,
  rules: CountryRules,
) {
  const { answers, today } = props;
  // The prerendered step's fields work before it hydrates: what was typed there is kept (issue 16).
  const controls = () => configured.map(({ name }) => ({ key: fieldKey(name), id: fieldId(name) }));
  const [typedEarly] = useState(() =>
    isHydratingPrerender() ? typedBeforeHydration(controls(), document) : {},
  );
  const [defaultValues] = useState(() => ({
    ...initialStepValues(configured, answers, props.draft ?? {}, rules),
    ...typedEarly,
  }));
  // The schema follows the answers being typed: a field that a condition hides is neither validated nor submitted.
  const resolver: Resolver<StepValues, unknown, Record<string, unknown>> = async (
    values,
    context,
    options,
  ) => {
    const shown = visibleFor(values);
    const schema = stepSchemaFor(shown, rules, today);
    // The schema reads unknown input (any StepValues will do); zodResolver types its input as the schema's.
    const resolve = zodResolver(schema) as Resolver<StepValues, unknown, Record<string, unknown>>;
    const result = await resolve(values, context, options);
    // Values that pass the quick checks get their type's slower one (a phone number parsed by libphonenumber-js).
    const deferredErrors = await deferredFieldErrors(shown, values, result.errors, market.target.country);
    if (Object.keys(deferredErrors).length === 0) return result;
    const failed: ResolverResult<StepValues, Record<string, unknown>> = {
      values: {},
      // Both sides are field errors keyed by the page's flat field keys.
      errors: { ...result.errors, ...deferredErrors } as FieldErrors<StepValues>,
    };
    return failed;
  };
  const form = useForm<StepValues, unknown, Record<string, unknown>>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  });
  // In the commit that hydrated the step, whose handlers are attached by then: Preact runs plain effects after the next
  // frame (docs/adr/0035), which kept a held press (early-press-guard.ts) waiting a frame longer.
  useLayoutEffect(() => {
    // The app starts while the applicant types (docs/adr/0023): a key that reached a field after the first render
    // read it, and before the app had that field, is in the field and not yet in the form.
    if (isHydratingPrerender()) {
      const typed = typedBeforeHydration(controls(), document);
      for (const [key, value] of Object.entries(typed)) {
        if (form.getValues(key) !== value) form.setValue(key, value, { shouldDirty: true });
      }
      // What was typed before hydration is a draft already, saved before the page says it is the app's: kept across a
      // reload that comes before another key press. The form's values are read with the late keys laid over them:
      // react-hook-form answers its default values until its own effect has run, which comes after this one.
      const typedAny = Object.keys(typedEarly).length > 0 || Object.keys(typed).length > 0;
      if (typedAny) props.onDraftChange?.(toDottedValues({ ...form.getValues(), ...typed }));
    }
    markFirstStepInteractive(document);
    // The contract's schemas the step has not read, built while idle from now on (docs/adr/0036).
    buildSchemasWhenIdle();
    // Once, when the step becomes the app's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Every step: what its first Next validates with, readied while the page is idle (validation-warm-up.ts).
  useEffect(
    () => whenIdle(() => prepareStepValidation(visibleFor(form.getValues()), rules, today)),
    // Once per step (a new page mounts a new form).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return form;
}
