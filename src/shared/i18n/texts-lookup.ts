/**
 * How a key becomes a text, in pure functions (docs/adr/0039): the namespace named in the key, the text found in a
 * namespace's nested texts, the plural and context forms tried, the `{{value}}` and `{{value, number}}` placeholders
 * filled. The rules are i18next's for what the locale files use (a differential test holds them to it:
 * translator.differential.test.ts); what the files never use (nesting with $t, ordinals, arrays, objects returned)
 * is left out.
 */

/** One namespace's texts as its locale file writes them: strings, possibly in nested groups. */
export type Texts = { readonly [key: string]: unknown };

/** A language's texts by namespace. */
export type LanguageTexts = Readonly<Record<string, Texts>>;

/** The options of a text: the values its placeholders read, and those that choose the text. */
export interface TextOptions {
  /** The namespace to read from, when the key names none. */
  ns?: string;
  /** A number chooses the plural form (`key_one`, `key_few`, `key_other`, `key_zero` for 0 where written). */
  count?: unknown;
  /** A context chooses `key_<context>` where written. */
  context?: unknown;
  /** False: the key is one flat name (its dots are part of it). */
  keySeparator?: false;
  /** The text when no language has the key (rather than the key itself). */
  defaultValue?: string;
  readonly [value: string]: unknown;
}

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
/** A key holding one of these reads as a sentence, not a `namespace:key.path`. */
const SENTENCE_MARK = /( |,|\?|!|;)/;

const isGroup = (value: unknown): value is Texts => typeof value === 'object' && value !== null;
const hasOwn = (group: Texts, name: string) => Object.prototype.hasOwnProperty.call(group, name);

/** Whether `namespace:key` in a key names a namespace, rather than being part of a sentence used as its own key. */
function namesNamespace(key: string, keySeparator: string | false): boolean {
  if (!key.includes(NAMESPACE_SEPARATOR)) return false;
  if (!SENTENCE_MARK.test(key)) return true;
  const end = keySeparator ? key.indexOf(keySeparator) : 0;
  return end > 0 && !SENTENCE_MARK.test(key.slice(0, end));
}

/** The namespace a key names (`fields:firstName.label`) or the given one, and the key within it. */
export function splitKey(
  key: string,
  namespace: string,
  keySeparator: string | false = KEY_SEPARATOR,
): { namespace: string; key: string } {
  if (!namesNamespace(key, keySeparator)) return { namespace, key };
  const [named = '', ...rest] = key.split(NAMESPACE_SEPARATOR);
  return { namespace: named, key: rest.join(NAMESPACE_SEPARATOR) };
}

/** The value under a path of names, own properties only. */
function valueAtPath(group: Texts, path: readonly string[]): unknown {
  let current: unknown = group;
  for (const name of path) {
    if (!isGroup(current) || !hasOwn(current, name)) return undefined;
    current = current[name];
  }
  return current;
}

/**
 * A dotted key whose dots may also sit inside names: "validation.term.range" is found as written at the top, as
 * nested groups, or as "validation" then "term.range" (i18next's deepFind, which the locale files rely on).
 */
function findAcrossDots(group: Texts, key: string, separator: string): unknown {
  if (hasOwn(group, key) && group[key]) return group[key];
  const tokens = key.split(separator);
  let current: unknown = group;
  for (let start = 0; start < tokens.length;) {
    if (!isGroup(current)) return undefined;
    let next: unknown;
    let name = '';
    for (let end = start; end < tokens.length; end += 1) {
      name = end === start ? (tokens[end] ?? '') : `${name}${separator}${tokens[end] ?? ''}`;
      next = hasOwn(current, name) ? current[name] : undefined;
      if (next === undefined) continue;
      // A text found before the last token: a longer name may still be the key.
      if (typeof next !== 'object' && end < tokens.length - 1) continue;
      start = end + 1;
      break;
    }
    current = next;
  }
  return current;
}

/** The value a key names in a namespace's texts: a text, a group, or undefined. */
export function findText(texts: Texts | undefined, key: string, keySeparator: string | false): unknown {
  if (!texts) return undefined;
  const found = valueAtPath(texts, keySeparator ? key.split(keySeparator) : [key]);
  if (found !== undefined && found !== null) return found;
  return keySeparator
    ? findAcrossDots(texts, key, keySeparator)
    : hasOwn(texts, key)
      ? texts[key]
      : undefined;
}

/** Whether the options ask for a plural form, and which (`_one`, `_few`...), in a language's CLDR rules. */
export type PluralSuffix = (count: number) => string;

/**
 * The keys tried for a text, most particular first: context and plural, context, zero, plural, the key itself (as
 * i18next tries them).
 */
export function candidateKeys(
  key: string,
  options: TextOptions | undefined,
  pluralSuffix: PluralSuffix,
): string[] {
  const count = options?.count;
  const plural = count !== undefined && typeof count !== 'string';
  const zero = plural && count === 0;
  const context = options?.context;
  const withContext = (typeof context === 'string' || typeof context === 'number') && context !== '';
  const suffix = plural ? pluralSuffix(Number(count)) : '';
  const keys = [key];
  if (plural) keys.push(key + suffix, ...(zero ? [`${key}_zero`] : []));
  if (withContext) {
    const contextKey = `${key}_${String(context)}`;
    keys.push(contextKey);
    if (plural) keys.push(contextKey + suffix, ...(zero ? [`${contextKey}_zero`] : []));
  }
  return keys.reverse();
}

/** Formats a placeholder's value by name (`{{amount, number}}`): undefined for a format the translator lacks. */
export type FormatValue = (value: unknown, format: string) => unknown;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A value named by a placeholder: `{{a.b}}` reads nested options too. */
function placeholderValue(values: TextOptions, name: string): unknown {
  const found = valueAtPath(values, name.split(KEY_SEPARATOR));
  return found ?? findAcrossDots(values, name, KEY_SEPARATOR);
}

/**
 * Fills `{{name}}` and `{{name, format}}` with the options' values. A name the options lack is left as written (a
 * text that shows its placeholder is a bug to see); one they hold as undefined is written as nothing. A value put
 * in is never read again for placeholders.
 */
export function interpolate(text: string, values: TextOptions | undefined, format: FormatValue): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const [rawName = '', ...formats] = inner.split(',');
    const name = rawName.trim().replace(/^-\s*/, '');
    let value = values ? placeholderValue(values, name) : undefined;
    if (value !== undefined && value !== null && formats.length > 0)
      value = format(value, formats.join(',').trim());
    // i18next's test of an option present but undefined names the placeholder as written, format and all.
    if (value === undefined)
      return values && hasOwn(values, formats.length > 0 ? inner.trim() : name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}
