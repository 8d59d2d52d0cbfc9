import { useContext, useState } from 'react';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { ReferenceLookupsContext } from '../shared/reference-lookups.ts';
import type { FieldViewProps } from '../field-type-module.ts';
import { textInputProps } from '../shared/control-props.ts';

import EmailSuggestion from './email-suggestion.tsx';

/** Worth asking the API about: something@domain.tld (the API judges the rest). */
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function EmailView(props: FieldViewProps) {
  const { checkEmail } = useContext(ReferenceLookupsContext);
  // The address as it was when the applicant left the field: checked once per blur, never while typing.
  const [left, setLeft] = useState('');
  const input = textInputProps(props);
  return (
    <>
      <TextField
        {...input}
        type="email"
        spellCheck={false}
        autoCapitalize="none"
        onBlur={() => {
          props.frame.onBlur?.();
          setLeft(input.value === undefined ? '' : String(input.value).trim());
        }}
      />
      {/* A live region present from the start, so the suggestion is announced when it appears. */}
      <div role="status" className="field-suggestion-region">
        {checkEmail && LOOKS_LIKE_EMAIL.test(left) && left === String(input.value ?? '').trim() && (
          <EmailSuggestion
            address={left}
            inputId={props.frame.id}
            checkEmail={checkEmail}
            onApply={props.onChange}
          />
        )}
      </div>
    </>
  );
}
