/** Footer copyright line: the footer text, or the product name when a brand has none, plus the year. */
export function copyrightLine(brand: { footerText?: string | undefined; name: string }, now: Date): string {
  const owner = brand.footerText?.trim() || brand.name;
  return `© ${now.getFullYear()} ${owner}`;
}
