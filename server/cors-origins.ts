/** CORS origin patterns: an exact origin, or one with `*` for the port (http://127.0.0.1:*). */
export function originMatcher(patterns: readonly string[]): (origin: string | undefined) => boolean {
  const matchers = patterns.map((pattern) => {
    if (pattern === '*') return () => true;
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\*$/, '(?::\\d{1,5})?');
    const regex = new RegExp(`^${source}$`);
    return (origin: string) => regex.test(origin);
  });
  return (origin) => origin !== undefined && matchers.some((matches) => matches(origin));
}
