import { useLayoutEffect, useRef } from 'react';
import { groupNationalNumber } from '#shared/lib/phone.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';
import { textInputProps } from '../shared/control-props.ts';

/**
 * The national number after the country's prefix, grouped the country's way when the applicant leaves the field
 * (5512345678 becomes 55 1234 5678 in Mexico, 612345678 becomes 612 34 56 78 in Spain) once it is a valid number; a
 * number that is not valid stays as typed, for the field's message to point at.
 */
export function PhoneView(props: FieldViewProps) {
  const { frame, value, onChange, rules } = props;
  // The grouping arrives after the library loads: it applies only if the field still holds what was grouped.
  const latest = useRef(value);
  // At the commit (Preact runs plain effects after the next frame): the library's answer may come in between.
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const groupOnBlur = () => {
    frame.onBlur?.();
    if (typeof value !== 'string' || value.trim() === '') return;
    const typed = value;
    void groupNationalNumber(`${rules.phone.prefix}${typed.replace(/^0+/, '')}`, rules.country).then(
      (grouped) => {
        if (grouped !== undefined && grouped !== typed && latest.current === typed) onChange(grouped);
      },
    );
  };
  return (
    <TextField
      {...textInputProps(props)}
      type="tel"
      prefix={props.environment.phonePrefix}
      onBlur={groupOnBlur}
    />
  );
}
