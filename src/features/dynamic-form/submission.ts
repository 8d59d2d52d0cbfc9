/** What is sent to the lead API: only answers to data points the current pages still ask for. */
import type { DataPointName } from '../../../contract/dynamic-form.ts';
import type { Answers, DynamicPage } from './types.ts';

/**
 * The answers to submit: those for data points on the given pages. An answer given on a page that the configuration
 * no longer includes (a condition stopped holding) stays in the draft but is not sent.
 */
export function collectSubmission(pages: readonly DynamicPage[], answers: Answers): Answers {
  const submission: Answers = {};
  for (const page of pages) {
    for (const { name } of page.dataPoints) {
      if (answers[name] !== undefined) submission[name] = answers[name];
    }
  }
  return submission;
}

/** Turns dotted names into the lead's nested shape: `personalDetails.firstName` -> `{ personalDetails: { firstName } }`. */
export function toLeadPayload(flat: Answers): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat) as [DataPointName, unknown][]) {
    const [group, field] = name.split('.');
    if (group === undefined) continue;
    if (field === undefined) {
      payload[group] = value;
      continue;
    }
    const existing = payload[group];
    const section = (typeof existing === 'object' && existing !== null ? existing : {}) as Record<
      string,
      unknown
    >;
    section[field] = value;
    payload[group] = section;
  }
  return payload;
}
