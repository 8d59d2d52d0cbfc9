/**
 * The app's translator (docs/adr/0039): the texts of one language by namespace, read through the loader's limits
 * (read-queue.ts) and turned into text by texts-lookup.ts, with the texts given remembered (text-memory.ts). English
 * is read only for a key the language misses (issue 16): every shipped locale has every key
 * (scripts/locale-completeness.test.ts), so a complete locale never asks for it. It replaces i18next and
 * react-i18next, whose start and lookups were the largest part of the app's start on a phone (issue 27 item 4).
 */
import { formatNumber } from '#shared/lib/money.ts';
import { readQueue, type ReadLimits } from './read-queue.ts';
import type { PluralRule } from './plural-forms.ts';
import type { TranslatorSettings } from './translator-settings.ts';
import { withOneFullStop } from './sentence-end.ts';
import { TextMemory, callId } from './text-memory.ts';
import {
  candidateKeys,
  findText,
  interpolate,
  splitKey,
  type TextOptions,
  type Texts,
} from './texts-lookup.ts';

export type { LanguageTexts, TextOptions, Texts } from './texts-lookup.ts';
export type { TranslatorSettings } from './translator-settings.ts';

/** A text by key, in a namespace unless the key or the options name another; a string is the text when missing. */
export type TFunction = (key: string, options?: TextOptions | string) => string;

const ONE_READ: ReadLimits = { maxParallelReads: 10, maxRetries: 0, retryTimeout: 0 };
/** i18next's rule for a language Intl does not know. */
const ONE_OR_OTHER: PluralRule = { select: (count: number) => (count === 1 ? 'one' : 'other') };

const bundleId = (language: string, namespace: string) => `${language}|${namespace}`;

export class Translator {
  readonly language: string;
  readonly defaultNamespace: string;
  /** Goes up by one whenever the texts change: what depends on them is worked out again. */
  revision = 0;
  private readonly texts = new Map<string, Texts>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private readonly missing = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly memory = new TextMemory();
  private readonly queue: ((language: string, namespace: string) => Promise<Texts | undefined>) | undefined;
  private readonly pluralRules = new Map<string, PluralRule>();

  constructor(private readonly settings: TranslatorSettings) {
    this.language = settings.language;
    this.defaultNamespace = settings.defaultNamespace;
    for (const [language, namespaces] of Object.entries(settings.resources ?? {}))
      for (const [namespace, texts] of Object.entries(namespaces))
        this.texts.set(bundleId(language, namespace), texts);
    this.queue = settings.read && readQueue(settings.read, settings.limits ?? ONE_READ);
  }

  /** The text of a key; the key itself when no language has it. Bound: it may be passed on alone. */
  readonly t = (key: string, options?: TextOptions | string, namespace = this.defaultNamespace): string => {
    const id = callId(`${this.language}|${namespace}`, key, options);
    const remembered = this.memory.recall(id);
    if (remembered !== undefined) return remembered;
    const text = this.translate(
      key,
      typeof options === 'string' ? { defaultValue: options } : options,
      namespace,
    );
    this.memory.remember(id, text);
    return text;
  };

  /** `t` reading from one namespace unless told another. */
  fixedT(namespace: string): TFunction {
    return (key, options) => this.t(key, options, namespace);
  }

  /** Whether some language read has a text (or a group of texts) under the key. */
  exists(key: string, options?: TextOptions, namespace = this.defaultNamespace): boolean {
    return this.resolve(key, options, namespace).found !== undefined;
  }

  /** The namespace's texts in the language, or undefined while not read. */
  textsOf(namespace: string): Texts | undefined {
    return this.texts.get(bundleId(this.language, namespace));
  }

  /** Read, or failed to read: a screen waiting for it may draw. */
  hasLoadedNamespace(namespace: string): boolean {
    const id = bundleId(this.language, namespace);
    return !this.queue || this.texts.has(id) || this.failed.has(id);
  }

  /** Reads the namespaces not read yet; settles once each is read or has failed. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const names = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(names.map((namespace) => this.load(this.language, namespace))).then(() => undefined);
  }

  /** Adds (or replaces) a namespace's texts in a language. */
  addTexts(language: string, namespace: string, texts: Texts): void {
    this.texts.set(bundleId(language, namespace), texts);
    this.changed();
  }

  /** Calls the listener after each change of the texts; returns what stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.revision += 1;
    this.memory.forget();
    for (const listener of [...this.listeners]) listener();
  }

  private load(language: string, namespace: string): Promise<void> {
    const id = bundleId(language, namespace);
    const { queue } = this;
    if (!queue || this.texts.has(id) || this.failed.has(id)) return Promise.resolve();
    const known = this.reading.get(id);
    if (known) return known;
    const reading = queue(language, namespace).then((texts) => {
      this.reading.delete(id);
      if (texts) return this.addTexts(language, namespace, texts);
      this.failed.add(id);
      this.changed();
    });
    this.reading.set(id, reading);
    return reading;
  }

  private translate(key: string, options: TextOptions | undefined, namespace: string): string {
    const { found, split } = this.resolve(key, options, namespace);
    if (found === undefined) this.reportMissing(split.namespace, split.key);
    // A group of texts is no text: the key stands for it, as for a missing one.
    const text =
      found === undefined || typeof found === 'object' ? (options?.defaultValue ?? split.key) : String(found);
    return withOneFullStop(interpolate(text, options, (value, format) => this.format(value, format)));
  }

  /**
   * The namespace and key a call names, and the first text found there: in the language, then the fallback; the most
   * particular form of the key first.
   */
  private resolve(key: string, options: TextOptions | undefined, namespace: string) {
    const separator = options?.keySeparator === false ? false : '.';
    const split = splitKey(key, options?.ns ?? namespace, separator);
    return { split, found: this.find(split.key, split.namespace, options, separator) };
  }

  private find(key: string, namespace: string, options: TextOptions | undefined, separator: string | false) {
    const { fallbackLanguage } = this.settings;
    const languages =
      fallbackLanguage && fallbackLanguage !== this.language
        ? [this.language, fallbackLanguage]
        : [this.language];
    for (const language of languages) {
      const texts = this.texts.get(bundleId(language, namespace));
      if (!texts) continue;
      for (const candidate of candidateKeys(
        key,
        options,
        (count) => `_${this.pluralRule(language).select(count)}`,
      )) {
        const found = findText(texts, candidate, separator);
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  }

  /** A key no language read has: development hears of it, and the fallback's texts of the namespace are read. */
  private reportMissing(namespace: string, key: string): void {
    // A namespace still being read is not missing a key.
    if (!this.hasLoadedNamespace(namespace)) return;
    const id = bundleId(namespace, key);
    if (this.missing.has(id)) return;
    this.missing.add(id);
    this.settings.onMissingKey?.(namespace, key);
    const { fallbackLanguage } = this.settings;
    if (fallbackLanguage) void this.load(fallbackLanguage, namespace);
  }

  private pluralRule(language: string) {
    const known = this.pluralRules.get(language) ?? this.settings.pluralRules?.[language];
    if (known) return known;
    let rule: PluralRule;
    try {
      rule = new Intl.PluralRules(language.replace('_', '-'));
    } catch {
      rule = ONE_OR_OTHER;
    }
    this.pluralRules.set(language, rule);
    return rule;
  }

  /**
   * `{{value, number}}` as the page writes numbers (money.ts, docs/adr/0030); `number(minimumFractionDigits: 2)`
   * asks Intl with those options; any other format leaves the value as it is.
   */
  private format(value: unknown, format: string): unknown {
    const asked = /^number(?:\((.*)\))?$/.exec(format);
    if (!asked) return value;
    const options = numberOptions(asked[1]);
    return typeof value === 'number' && options === undefined
      ? formatNumber(value, this.language)
      : new Intl.NumberFormat(this.language, options).format(Number(value));
  }
}

/** Intl's options written in a format (`minimumFractionDigits: 2; useGrouping: false`), as i18next reads them. */
function numberOptions(written: string | undefined): Intl.NumberFormatOptions | undefined {
  if (!written?.trim()) return undefined;
  const entries = written.split(';').map((pair) => {
    const [name = '', ...rest] = pair.split(':');
    const raw = rest.join(':').trim();
    const value =
      raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : raw !== '' && !Number.isNaN(Number(raw))
            ? Number(raw)
            : raw;
    return [name.trim(), value] as const;
  });
  return Object.fromEntries(entries.filter(([name]) => name !== ''));
}
