/** Which data points are relevant for the current answers (DEFRA forms-runner style: conditions on answers). */
import type {
  DataPointCondition,
  DataPointDefinition,
  DataPointName,
  DynamicFormConfig,
  Scalar,
} from '#contract/dynamic-form.ts';
import type { Answers } from './types.ts';

export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Inputs give strings ("true", "3") where the configuration may say true or 3, so scalars compare by their text.
 * Objects and arrays never equal a scalar.
 */
function sameScalar(answer: unknown, expected: Scalar): boolean {
  if (typeof answer !== 'string' && typeof answer !== 'number' && typeof answer !== 'boolean') return false;
  return String(answer).trim() === String(expected);
}

export function conditionHolds(condition: DataPointCondition, answer: unknown): boolean {
  if ('equals' in condition) return sameScalar(answer, condition.equals);
  if ('in' in condition) return condition.in.some((expected) => sameScalar(answer, expected));
  return !isEmptyAnswer(answer);
}

/**
 * The names of the data points to ask for. A condition holds only when the data point it reads is itself relevant,
 * so a chain of dependent questions disappears together; a cycle of conditions counts as not relevant.
 */
export function relevantDataPoints(config: DynamicFormConfig, answers: Answers): Set<DataPointName> {
  const definitions = new Map<DataPointName, DataPointDefinition>();
  for (const form of config.forms)
    for (const dataPoint of form.dataPoints) definitions.set(dataPoint.name, dataPoint);

  const memo = new Map<DataPointName, boolean>();
  const visiting = new Set<DataPointName>();
  const isRelevant = (name: DataPointName): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const definition = definitions.get(name);
    if (!definition || visiting.has(name)) return false;
    visiting.add(name);
    const condition = definition.condition;
    const relevant =
      condition === undefined ||
      (isRelevant(condition.when) && conditionHolds(condition, answers[condition.when]));
    visiting.delete(name);
    memo.set(name, relevant);
    return relevant;
  };

  return new Set([...definitions.keys()].filter(isRelevant));
}
