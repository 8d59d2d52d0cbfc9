import { DATA_POINT_NAMES } from '#contract/dynamic-form.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';

/** A stored lead back into answers by dotted data point name, as the dynamic form keeps them. */
export function leadToAnswers(lead: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const name of DATA_POINT_NAMES) {
    const [group, field] = name.split('.');
    if (group === undefined) continue;
    const container = lead[group];
    const value =
      field === undefined
        ? container
        : typeof container === 'object' && container !== null
          ? (container as Record<string, unknown>)[field] // an object (checked above): any field reads as unknown
          : undefined;
    if (value !== undefined && value !== null) answers[name] = value;
  }
  return answers;
}
