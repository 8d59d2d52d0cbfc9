/** Views of the types that are a text input and nothing more. */
import { TextField } from '#shared/ui/form/text-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { CODE_INPUT, textInputProps } from './control-props.ts';

export function PlainTextView(props: FieldViewProps) {
  return <TextField {...textInputProps(props)} />;
}

export function CodeView(props: FieldViewProps) {
  return <TextField {...textInputProps(props)} {...CODE_INPUT} />;
}
