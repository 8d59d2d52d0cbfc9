/**
 * The params of a message that tells how to write a date: the country's order picks the text's variant (the
 * `_dmy` / `_mdy` i18n context, whose letters are the applicant's language's: DD/MM/YYYY, TT.MM.JJJJ, ZZ.LL.AAAA),
 * the country's separator goes between them, and the example is 7 March 1990 written the country's way. The order
 * is data (dateStyle in src/markets/countries.ts), so the English text, which every country may fall back to, never
 * assumes one.
 */
import { formatDateIn, type DateStyle } from '../lib/dates.ts';

/** 7 March 1990: day and month differ and neither is above 12, so the example shows which comes first. */
export const EXAMPLE_DATE = '1990-03-07';

export interface DateFormatParams {
  [param: string]: string;
  context: DateStyle['order'];
  separator: DateStyle['separator'];
  example: string;
}

export const dateFormatParams = (style: DateStyle): DateFormatParams => ({
  context: style.order,
  separator: style.separator,
  example: formatDateIn(EXAMPLE_DATE, style),
});
