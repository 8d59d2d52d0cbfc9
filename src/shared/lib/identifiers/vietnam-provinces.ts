/**
 * Birth-registration province codes of the 12-digit personal identification number (Circular 07/2016/TT-BCA,
 * carried into Circular 59/2021): 63 codes between 001 and 096, with gaps. The 2025 province mergers do not
 * renumber anyone: a number keeps the code it was issued with.
 */
import provinces from './vietnam-provinces.json';

/** The table is data (vietnam-provinces.json): code -> province name. */
export const VIETNAM_PROVINCES: Readonly<Record<string, string>> = provinces;
