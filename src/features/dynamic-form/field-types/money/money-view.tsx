import { useTranslation } from '#shared/i18n/use-translation.ts';
import { currencyPosition, formatAmount, formatMoney } from '#shared/lib/money.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { textInputProps } from '../shared/control-props.ts';
import { asNumber } from '../shared/read-input.ts';

/**
 * The amount with the currency where the country writes it, its limits in the hint (formatted the same way), and
 * the grouping put in when the applicant leaves the field: 10000 becomes 10,000 in Mexico and 10.000 in Spain.
 */
export function MoneyView(props: FieldViewProps) {
  const { t } = useTranslation('fields');
  const { rules, frame, value, onChange } = props;
  const { intlLocale, currency, symbol } = rules.money;
  const limit = rules.limits[props.field.name];
  const range =
    limit?.min !== undefined && limit.max !== undefined
      ? t('form.amountRange', {
          min: formatMoney(limit.min, intlLocale, currency),
          max: formatMoney(limit.max, intlLocale, currency),
        })
      : undefined;
  const affix = currencyPosition(intlLocale, currency) === 'before' ? { prefix: symbol } : { suffix: symbol };
  const hint = [frame.hint, range].filter(Boolean).join(' ') || undefined;
  const groupOnBlur = () => {
    const amount = typeof value === 'string' ? asNumber(value, rules.decimalSeparator, 2) : undefined;
    if (amount !== undefined && amount >= 0) {
      const grouped = formatAmount(amount, intlLocale);
      if (grouped !== value) onChange(grouped);
    }
    frame.onBlur?.();
  };
  return <TextField {...textInputProps(props)} {...affix} hint={hint} onBlur={groupOnBlur} />;
}
