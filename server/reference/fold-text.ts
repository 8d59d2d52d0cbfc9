/** Text as a search compares it: no accents, no case, and the letters NFD does not split (ł, đ, ß) spelt plainly. */
const PLAIN: Record<string, string> = { ł: 'l', đ: 'd', ß: 'ss', ø: 'o', æ: 'ae', ı: 'i' };

export const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđßøæı]/g, (letter) => PLAIN[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
