/** A partner's display name: the one the partner list gives, else its code made readable ("finanzas-aliadas"). */
export function partnerDisplayName(code: string, known: readonly { partner: string; name: string }[] = []) {
  const listed = known.find((entry) => entry.partner === code)?.name;
  if (listed) return listed;
  return code
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
