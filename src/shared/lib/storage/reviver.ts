/**
 * Turns a raw stored string back into a value (spec section 5):
 * - 'true' and 'false' become booleans;
 * - JSON-looking strings (an object, an array or a quoted string) are parsed, at most 10 rounds, so a value
 *   that was JSON-encoded twice (or more) by older code still comes back as the value;
 * - ISO timestamps of the exact form yyyy-mm-ddThh:mm:ss.sssZ become Dates, at the top level and inside
 *   parsed objects and arrays.
 * Anything else stays the string it was. It never throws: a value that cannot be parsed further is
 * returned as far as it got.
 */
export const MAX_JSON_ROUNDS = 10;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The parsed Date of an exact yyyy-mm-ddThh:mm:ss.sssZ timestamp of a real instant, else undefined. */
export function parseIsoTimestamp(text: string): Date | undefined {
  if (!ISO_TIMESTAMP.test(text)) return undefined;
  const date = new Date(text);
  // Date accepts some impossible calendar dates (2023-02-30); only an exact round trip is a timestamp.
  return Number.isNaN(date.getTime()) || date.toISOString() !== text ? undefined : date;
}

export function looksLikeJson(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < 2) return false;
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  return (
    (first === '{' && last === '}') || (first === '[' && last === ']') || (first === '"' && last === '"')
  );
}

function reviveString(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return parseIsoTimestamp(text) ?? text;
}

function jsonDateReviver(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? (parseIsoTimestamp(value) ?? value) : value;
}

/** The revived value of a raw stored string; null stays null (the key is absent). */
export function reviveStoredValue(raw: string | null): unknown {
  if (raw === null) return null;
  let value: unknown = raw;
  for (let round = 0; round < MAX_JSON_ROUNDS; round += 1) {
    if (typeof value !== 'string' || !looksLikeJson(value)) break;
    try {
      value = JSON.parse(value, jsonDateReviver);
    } catch {
      // Not JSON after all (or too deep for the engine): keep what we have.
      break;
    }
  }
  return typeof value === 'string' ? reviveString(value) : value;
}
