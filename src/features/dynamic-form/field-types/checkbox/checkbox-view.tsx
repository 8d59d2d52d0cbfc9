import { CheckboxField } from '#shared/ui/form/checkbox-field.tsx';
import { PolicyList, requiredPolicies, usePolicyList } from './policies.tsx';
import type { FieldViewProps } from '../field-type-module.ts';

export function CheckboxView({ field, frame, value, onChange }: FieldViewProps) {
  const policies = requiredPolicies(usePolicyList());
  const checkbox = (
    <CheckboxField {...frame} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
  );
  if (field.name !== 'generalPolicies' || policies.length === 0) return checkbox;
  // The documents the checkbox accepts, each readable before accepting.
  return (
    <div className="policies">
      <PolicyList id={`${frame.id}-policies`} policies={policies} />
      {checkbox}
    </div>
  );
}
