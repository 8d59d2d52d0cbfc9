import { TextField } from '../../../../shared/ui/form/text-field';
import type { FieldViewProps } from '../field-type-module.ts';
import { textInputProps } from '../shared/control-props.ts';

export function MoneyView(props: FieldViewProps) {
  return <TextField {...textInputProps(props)} prefix={props.environment.currencySymbol} />;
}
