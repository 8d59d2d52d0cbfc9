/**
 * The translation files over `fetch` (spec section 9): a read answers "retry" for what may pass (a network failure,
 * a 5xx, 408, 429) and fails at once for what will not (404, bad JSON); read-queue.ts applies the limits. In
 * development a key missing everywhere is posted to the add-missing path.
 */
import type { ReadAnswer, ReadTexts } from './read-queue.ts';
import type { Texts } from './texts-lookup.ts';

export interface FetchTextsOptions {
  /** With `{{lng}}` and `{{ns}}`, e.g. /application-frontend/locales/{{lng}}/{{ns}}.json. */
  loadPath: string;
  /** The folder each language tag's files sit in (es-MX → mx); a tag not listed is its own folder. */
  folderOfLanguage?: Readonly<Record<string, string>>;
  /** A folder's own template, read in place of loadPath (the build's copies of its language: texts-folder.ts). */
  loadPathOfFolder?: Readonly<Record<string, string>>;
  /** For tests; the global fetch otherwise, looked up at call time. */
  fetch?: typeof fetch;
}

export function fillPath(template: string, language: string, namespace: string): string {
  return template
    .replace(/\{\{lng\}\}/g, encodeURIComponent(language))
    .replace(/\{\{ns\}\}/g, encodeURIComponent(namespace));
}

const mayPassLater = (status: number) => status >= 500 || status === 408 || status === 429;
const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fetchOf = (options: { fetch?: typeof fetch }) => options.fetch ?? globalThis.fetch;
const folderOf = (options: FetchTextsOptions, language: string) =>
  options.folderOfLanguage?.[language] ?? language;

/** Reads a namespace's file in a language's folder. */
export function fetchTexts(options: FetchTextsOptions): ReadTexts {
  return async (language, namespace): Promise<ReadAnswer> => {
    const folder = folderOf(options, language);
    const url = fillPath(options.loadPathOfFolder?.[folder] ?? options.loadPath, folder, namespace);
    let response: Response;
    try {
      response = await fetchOf(options)(url, { headers: { Accept: 'application/json' } });
    } catch {
      return { error: `${url}: no answer`, retry: true };
    }
    if (!response.ok)
      return { error: `${url}: HTTP ${response.status}`, retry: mayPassLater(response.status) };
    try {
      const texts: unknown = await response.json();
      return isTexts(texts) ? { texts } : { error: `${url}: not a namespace's texts`, retry: false };
    } catch {
      return { error: `${url}: not JSON`, retry: false };
    }
  };
}

/** Development: posts a key missing everywhere to the add path, in the given language's folder. */
export function postMissingKey(
  options: FetchTextsOptions & { addPath: string },
  language: string,
): (namespace: string, key: string) => void {
  return (namespace, key) => {
    void fetchOf(options)(fillPath(options.addPath, folderOf(options, language), namespace), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ [key]: key }),
    }).catch(() => undefined); // a development convenience: a failure is not worth a second error
  };
}
