import { TextField } from '../../../../shared/ui/form/text-field';
import type { FieldViewProps } from '../field-type-module.ts';
import { textInputProps } from '../shared/control-props.ts';

export function PhoneView(props: FieldViewProps) {
  return <TextField {...textInputProps(props)} type="tel" prefix={props.environment.phonePrefix} />;
}
