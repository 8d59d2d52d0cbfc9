import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../shared/ui/form/select-field';
import { TextField } from '../../../../shared/ui/form/text-field';
import type { FieldViewProps } from '../field-type-module.ts';
import { controlProps, labelledChoices, textInputProps } from '../shared/control-props.ts';
import { ApiSelect } from './api-select.tsx';

/** A list to choose from; without a list (none configured), the answer is typed. */
export function SelectView(props: FieldViewProps) {
  const { t } = useTranslation('fields');
  const { choices, field } = props;
  if (choices === undefined) return <TextField {...textInputProps(props)} />;
  if (!Array.isArray(choices)) return <ApiSelect source={choices} {...props} />;
  return (
    <SelectField
      {...controlProps(props)}
      placeholder={t('form.choose')}
      choices={labelledChoices(t, field.name, choices)}
      {...(field.autocomplete ? { autoComplete: field.autocomplete } : {})}
    />
  );
}
