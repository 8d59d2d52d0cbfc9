/** The lead's tag list (spec section 3): it starts with one UI tag, which appears only once. */
export function buildTags(uiTag: string, others: readonly string[] = []): string[] {
  return [uiTag, ...others.filter((tag) => tag !== uiTag)];
}
