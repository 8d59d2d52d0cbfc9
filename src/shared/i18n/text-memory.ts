/**
 * The texts a translator has given, remembered (issue 27 item 6): a text asked for again with the same key and plain
 * options (strings, numbers, booleans) comes from a Map instead of being worked out again; one with an object or a
 * function among its options is worked out each time. Forgotten whenever the texts change (translator.ts).
 */

/** Past this many texts remembered, the memory starts again (texts with amounts typed in differ at each key press). */
export const MAX_REMEMBERED_TEXTS = 2_000;

/**
 * What tells one call from another: the scope (language, namespace), the key, and each option's name, type and
 * value. Undefined for a call that is not remembered: options that are not an object, or an option that is an
 * object or a function.
 */
export function callId(scope: string, key: string, options: unknown): string | undefined {
  if (options === undefined) return JSON.stringify([scope, key]);
  if (typeof options !== 'object' || options === null) return undefined;
  const parts: unknown[] = [scope, key];
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (typeof value === 'object' || typeof value === 'function') return undefined;
    parts.push(name, typeof value, value);
  }
  // JSON writes every string quoted and escaped: no two different calls share an id.
  return JSON.stringify(parts);
}

export class TextMemory {
  private readonly texts = new Map<string, string>();

  get size(): number {
    return this.texts.size;
  }

  recall(id: string | undefined): string | undefined {
    return id === undefined ? undefined : this.texts.get(id);
  }

  remember(id: string | undefined, text: string): void {
    if (id === undefined) return;
    if (this.texts.size >= MAX_REMEMBERED_TEXTS) this.texts.clear();
    this.texts.set(id, text);
  }

  forget(): void {
    this.texts.clear();
  }
}
