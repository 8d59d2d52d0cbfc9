import { useTranslation } from '#shared/i18n/use-translation.ts';
import { SelectField } from '#shared/ui/form/select-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { useApiChoices, type ApiChoicesSource } from './choices-loader.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { controlProps, textInputProps } from '../shared/control-props.ts';

/** A list from the choices API; while it loads the select says so, and if it cannot load the applicant types. */
export function ApiSelect({ source, ...props }: FieldViewProps & { source: ApiChoicesSource }) {
  const { t } = useTranslation('fields');
  const state = useApiChoices(source);
  if (state.status === 'failed') return <TextField {...textInputProps(props)} />;
  return (
    <SelectField
      {...controlProps(props)}
      placeholder={state.status === 'loading' ? t('form.loadingChoices') : t('form.choose')}
      choices={state.status === 'ready' ? state.choices : []}
      aria-busy={state.status === 'loading' || undefined}
    />
  );
}
