/** One data point on screen: the registry's field type picks the shared field component. */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataPointDefinition } from '../../../../contract/dynamic-form.ts';
import { market } from '../../../markets/market';
import { CheckboxField } from '../../../shared/ui/form/CheckboxField';
import { ChoiceGroupField } from '../../../shared/ui/form/ChoiceGroupField';
import { SelectField, type Choice } from '../../../shared/ui/form/SelectField';
import { TextField, type TextFieldProps } from '../../../shared/ui/form/TextField';
import type { FieldDefinition } from '../field-types.ts';
import { useApiChoices, type ApiChoicesSource } from './choices-loader.tsx';
import { fieldId, fieldKey } from './field-keys.ts';
import { PolicyList, requiredPolicies, usePolicyList } from './policies.tsx';

export interface FieldEnvironment {
  currencySymbol: string;
  phonePrefix: string;
}

export interface FieldRendererProps {
  field: FieldDefinition;
  /** The configuration's definition: whether it is required and its own choices. */
  dataPoint?: DataPointDefinition;
  value: string | boolean;
  /** The message to show, already translated. */
  error?: string;
  onChange: (value: string | boolean) => void;
  onBlur?: () => void;
  /** The build's market by default. */
  environment?: FieldEnvironment;
  /** Values to offer while typing (the colonias of a postal code); typing something else stays possible. */
  suggestions?: readonly string[];
  /** A note under the field that is not an error (e.g. "we do not know this postal code"). */
  note?: string;
}

const MARKET_ENVIRONMENT: FieldEnvironment = {
  currencySymbol: market.country.currencySymbol,
  phonePrefix: market.country.phonePrefix,
};

/** Codes and account numbers: no autocorrect, capitals on phone keyboards. */
const CODE_INPUT = { spellCheck: false, autoCapitalize: 'characters', autoCorrect: 'off' } as const;

export function FieldRenderer(props: FieldRendererProps) {
  const { field, dataPoint, value, error, onChange, onBlur } = props;
  const { t, i18n } = useTranslation('fields');
  const policies = requiredPolicies(usePolicyList());
  const environment = props.environment ?? MARKET_ENVIRONMENT;
  const optional = dataPoint !== undefined && !dataPoint.required && field.type !== 'checkbox';
  const baseLabel = t(field.labelKey);
  const help = i18n.exists(field.helpKey, { ns: 'fields' }) ? t(field.helpKey) : undefined;
  const hint =
    [help, field.type === 'date' ? t('form.dateFormat') : undefined, props.note].filter(Boolean).join(' ') ||
    undefined;
  const text = typeof value === 'string' ? value : '';
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value);
  const common: CommonProps = {
    id: fieldId(field.name),
    name: fieldKey(field.name),
    label: optional ? t('form.optional', { label: baseLabel }) : baseLabel,
    hint,
    error,
    onBlur,
  };
  const textInput = {
    ...common,
    value: text,
    onChange: onText,
    inputMode: field.inputMode,
    ...(field.autocomplete ? { autoComplete: field.autocomplete } : {}),
  };

  const choices = dataPoint?.choices ?? field.choices;
  const staticChoices = (values: readonly string[]): Choice[] =>
    values.map((choice) => ({ value: choice, label: t(`fields.${field.name}.choices.${choice}`) }));

  switch (field.type) {
    case 'checkbox': {
      const checkbox = (
        <CheckboxField
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
      if (field.name !== 'generalPolicies' || policies.length === 0) return checkbox;
      // The documents the checkbox accepts, each readable before accepting.
      return (
        <div className="policies">
          <PolicyList id={`${common.id}-policies`} policies={policies} />
          {checkbox}
        </div>
      );
    }
    case 'yesNo':
      return (
        <ChoiceGroupField
          {...common}
          value={text}
          onChange={onText}
          choices={[
            { value: 'true', label: t('form.yes') },
            { value: 'false', label: t('form.no') },
          ]}
        />
      );
    case 'radio':
      return Array.isArray(choices) ? (
        <ChoiceGroupField {...common} value={text} onChange={onText} choices={staticChoices(choices)} />
      ) : (
        <TextField {...textInput} />
      );
    case 'select':
      if (choices === undefined) return <TextField {...textInput} />;
      if (!Array.isArray(choices))
        return (
          <ApiSelect source={choices} common={common} value={text} onChange={onText} textInput={textInput} />
        );
      return (
        <SelectField
          {...common}
          value={text}
          onChange={onText}
          placeholder={t('form.choose')}
          choices={staticChoices(choices)}
          {...(field.autocomplete ? { autoComplete: field.autocomplete } : {})}
        />
      );
    case 'money':
      return <TextField {...textInput} prefix={environment.currencySymbol} />;
    case 'phone':
      return <TextField {...textInput} type="tel" prefix={environment.phonePrefix} />;
    case 'email':
      return <TextField {...textInput} type="email" spellCheck={false} autoCapitalize="none" />;
    case 'iban':
    case 'idCode':
      return <TextField {...textInput} {...CODE_INPUT} />;
    case 'text': {
      const suggestions = props.suggestions ?? [];
      if (suggestions.length === 0)
        return <TextField {...textInput} {...(field.uppercase ? CODE_INPUT : {})} />;
      // A datalist offers the choices and still lets the applicant type one that is not listed.
      const listId = `${common.id}-suggestions`;
      return (
        <>
          <TextField {...textInput} list={listId} autoComplete="off" />
          <datalist id={listId}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </>
      );
    }
    case 'number':
    case 'date':
    case 'postcode':
      return <TextField {...textInput} />;
  }
}

interface CommonProps {
  id: string;
  name: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  onBlur: (() => void) | undefined;
}

interface ApiSelectProps {
  source: ApiChoicesSource;
  common: CommonProps;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** What to show instead when the list cannot be loaded. */
  textInput: TextFieldProps;
}

/** A list from the choices API; while it loads the select says so, and if it cannot load the applicant types. */
function ApiSelect({ source, common, value, onChange, textInput }: ApiSelectProps) {
  const { t } = useTranslation('fields');
  const state = useApiChoices(source);
  if (state.status === 'failed') return <TextField {...textInput} />;
  return (
    <SelectField
      {...common}
      value={value}
      onChange={onChange}
      placeholder={state.status === 'loading' ? t('form.loadingChoices') : t('form.choose')}
      choices={state.status === 'ready' ? state.choices : []}
      aria-busy={state.status === 'loading' || undefined}
    />
  );
}
