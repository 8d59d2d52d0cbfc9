import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { controlProps } from '../shared/control-props.ts';

/** The radios hold "true" and "false", which toSubmitted reads as booleans. */
export function YesNoView(props: FieldViewProps) {
  const { t } = useTranslation('fields');
  return (
    <ChoiceGroupField
      {...controlProps(props)}
      choices={[
        { value: 'true', label: t('form.yes') },
        { value: 'false', label: t('form.no') },
      ]}
    />
  );
}
