/** One data point on screen: the label, hint and error every field has, around its field type's own view. */
import { useMemo } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { market } from '#markets/market.ts';
import type { FieldDefinition } from '../field-definition.ts';
import type { FieldEnvironment, FieldFrame } from '../field-types/field-type-module.ts';
import { fieldTypeModule } from '../field-types/index.ts';
import { fieldId, fieldKey } from './field-keys.ts';
import { MARKET_RULES } from './market-rules.ts';

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
  /** The build's country and loan product by default. */
  rules?: CountryRules;
}

const MARKET_ENVIRONMENT: FieldEnvironment = {
  phonePrefix: market.country.phonePrefix,
};

export function FieldRenderer(props: FieldRendererProps) {
  const { field, dataPoint, note } = props;
  const { t, i18n } = useTranslation('fields');
  const rules = props.rules ?? MARKET_RULES;
  const { View } = fieldTypeModule(field.type);
  // The label and hint looked up once per field, language and note, not on every render: a field redraws on each key
  // press in it and when its message changes, and these are five translation lookups (issue 16, Next's INP).
  const { label, hint } = useMemo(() => {
    const { hintKey, hintParams, textContext, marksOptional = true } = fieldTypeModule(field.type);
    const optional = dataPoint !== undefined && !dataPoint.required && marksOptional;
    const context = textContext ? { context: textContext(rules) } : {};
    const baseLabel = t(field.labelKey, context);
    const help = i18n.exists(field.helpKey, { ns: 'fields', ...context })
      ? t(field.helpKey, context)
      : undefined;
    return {
      label: optional ? t('form.optional', { label: baseLabel }) : baseLabel,
      hint:
        [help, hintKey ? t(hintKey, hintParams?.(rules) ?? {}) : undefined, note].filter(Boolean).join(' ') ||
        undefined,
    };
    // useTranslation hands out a new t whenever the texts change (a namespace read, a missing key's English).
  }, [t, i18n, field, dataPoint, rules, note]);
  const frame: FieldFrame = {
    id: fieldId(field.name),
    name: fieldKey(field.name),
    label,
    hint,
    error: props.error,
    onBlur: props.onBlur,
  };
  return (
    <View
      field={field}
      choices={dataPoint?.choices ?? field.choices}
      frame={frame}
      value={props.value}
      onChange={props.onChange}
      environment={props.environment ?? MARKET_ENVIRONMENT}
      suggestions={props.suggestions ?? []}
      rules={rules}
    />
  );
}
