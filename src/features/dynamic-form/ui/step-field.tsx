/**
 * One field of a dynamic step, bound to the step's form, redrawn only when what it shows changes (its message, note
 * or suggestions): the step re-renders on every key press and on Next, and each field drawn again is rendering work inside
 * that interaction (issue 16: Next within 50 ms on a 4x slower CPU). Its own value still redraws it, through the
 * Controller's subscription.
 */
import { memo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import type { FieldDefinition } from '../field-definition.ts';
import { FieldRenderer } from './field-renderer.tsx';
import type { StepValues } from './input-values.ts';

export interface StepFieldProps {
  /** The form's flat key of the data point (field-keys.ts). */
  name: string;
  control: Control<StepValues, unknown, Record<string, unknown>>;
  field: FieldDefinition;
  dataPoint: DataPointDefinition;
  rules: CountryRules;
  /** The message to show, already translated. */
  error: string | undefined;
  note: string | undefined;
  /** Shown instead of `note` while the field is empty (an identifier the browser did not keep). */
  emptyNote: string | undefined;
  suggestions: readonly string[] | undefined;
  /** Called with `name` after each change; must keep its identity across renders, or every field redraws. */
  onEdited: (name: string) => void;
}

export const StepField = memo(function StepField(props: StepFieldProps) {
  const { name, field: definition, dataPoint, rules, error, suggestions, onEdited } = props;
  return (
    <Controller
      name={name}
      control={props.control}
      render={({ field }) => {
        const note = field.value === '' && props.emptyNote !== undefined ? props.emptyNote : props.note;
        return (
          <FieldRenderer
            field={definition}
            dataPoint={dataPoint}
            rules={rules}
            value={field.value}
            error={error}
            {...(suggestions ? { suggestions } : {})}
            {...(note !== undefined ? { note } : {})}
            onChange={(value) => {
              field.onChange(value);
              onEdited(name);
            }}
            onBlur={field.onBlur}
          />
        );
      }}
    />
  );
});
