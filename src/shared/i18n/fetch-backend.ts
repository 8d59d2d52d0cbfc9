/**
 * The translation loader: i18next's backend contract over `fetch`, in the few lines this app needs, in place of
 * i18next-http-backend (4 kB gzip on the first screen for options the app never sets). i18next itself applies the
 * spec's loader limits to any backend (maxParallelReads, maxRetries, retryTimeout doubling): a read answers
 * "retry" for what may pass (a network failure, a 5xx, 408, 429) and fails at once for what will not (404, bad JSON).
 */
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

export interface FetchBackendOptions {
  /** With `{{lng}}` and `{{ns}}`, e.g. /application-frontend/locales/{{lng}}/{{ns}}.json. */
  loadPath: string;
  /** Development only: missing keys are posted here (same placeholders). */
  addPath?: string;
  /** The folder each language tag's files sit in (es-MX → mx); a tag not listed is its own folder. */
  folderOfLanguage?: Readonly<Record<string, string>>;
  /** For tests; the global fetch otherwise, looked up at call time. */
  fetch?: typeof fetch;
}

export function fillPath(template: string, language: string, namespace: string): string {
  return template
    .replace(/\{\{lng\}\}/g, encodeURIComponent(language))
    .replace(/\{\{ns\}\}/g, encodeURIComponent(namespace));
}

const mayPassLater = (status: number) => status >= 500 || status === 408 || status === 429;

export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: FetchBackendOptions = { loadPath: '' };

  init(_services: unknown, options: FetchBackendOptions): void {
    this.options = options;
  }

  private fetch(url: string, init?: RequestInit): Promise<Response> {
    return (this.options.fetch ?? globalThis.fetch)(url, init);
  }

  private folderOf(language: string): string {
    return this.options.folderOfLanguage?.[language] ?? language;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = fillPath(this.options.loadPath, this.folderOf(language), namespace);
    this.fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          callback(`${url}: HTTP ${response.status}`, mayPassLater(response.status));
          return;
        }
        try {
          callback(null, (await response.json()) as ResourceKey); // a locale file is one namespace's texts
        } catch {
          callback(`${url}: not JSON`, false);
        }
      },
      () => callback(`${url}: no answer`, true), // i18next's warning says it failed loading
    );
  }

  create(languages: readonly string[], namespace: string, key: string, fallbackValue: string): void {
    const { addPath } = this.options;
    if (!addPath) return;
    for (const language of languages) {
      void this.fetch(fillPath(addPath, this.folderOf(language), namespace), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue }),
      }).catch(() => undefined); // a development convenience: a failure is not worth a second error
    }
  }
}
