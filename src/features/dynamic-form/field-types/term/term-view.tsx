import { useTranslation } from '#shared/i18n/use-translation.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { textInputProps } from '../shared/control-props.ts';

/** The term with its unit after the input ("90 días"), and the product's limits in the hint ("De 61 a 90 días."). */
export function TermView(props: FieldViewProps) {
  const { t } = useTranslation('fields');
  const { rules, frame, value } = props;
  const unit = rules.termUnit;
  const limit = rules.limits[props.field.name];
  const range =
    limit?.min !== undefined && limit.max !== undefined
      ? t('form.termRange', { context: unit, count: limit.max, min: limit.min, max: limit.max })
      : undefined;
  const typed = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  // The unit agrees with the number typed (1 mes, 12 meses); with nothing typed yet, with many.
  const suffix = t('form.termUnit', { context: unit, count: Number.isFinite(typed) ? typed : 5 });
  const hint = [frame.hint, range].filter(Boolean).join(' ') || undefined;
  return <TextField {...textInputProps(props)} suffix={suffix} hint={hint} />;
}
