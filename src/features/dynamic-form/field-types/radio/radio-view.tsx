import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { controlProps, labelledChoices, textInputProps } from '../shared/control-props.ts';

/** The options as radios; a list from the choices API is not loaded for a radio group, so it is typed. */
export function RadioView(props: FieldViewProps) {
  const { t } = useTranslation('fields');
  if (!Array.isArray(props.choices)) return <TextField {...textInputProps(props)} />;
  return (
    <ChoiceGroupField
      {...controlProps(props)}
      choices={labelledChoices(t, props.field.name, props.choices)}
    />
  );
}
