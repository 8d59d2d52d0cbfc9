import { TextField } from '../../../../shared/ui/form/text-field';
import type { FieldViewProps } from '../field-type-module.ts';
import { CODE_INPUT, textInputProps } from '../shared/control-props.ts';

export function TextView(props: FieldViewProps) {
  const textInput = textInputProps(props);
  if (props.suggestions.length === 0)
    return <TextField {...textInput} {...(props.field.uppercase ? CODE_INPUT : {})} />;
  // A datalist offers the choices and still lets the applicant type one that is not listed.
  const listId = `${props.frame.id}-suggestions`;
  return (
    <>
      <TextField {...textInput} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {props.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
