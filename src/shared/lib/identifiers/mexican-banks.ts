/**
 * Major SPEI participants by the 3-digit code that opens a CLABE. Deliberately short: it serves to show the
 * bank name next to the field. An unknown code is not an error (participants join and merge every year).
 */
export const MEXICAN_BANKS: Readonly<Record<string, string>> = {
  '002': 'Banamex',
  '012': 'BBVA México',
  '014': 'Santander',
  '021': 'HSBC',
  '030': 'BanBajío',
  '036': 'Inbursa',
  '044': 'Scotiabank',
  '058': 'Banregio',
  '062': 'Afirme',
  '072': 'Banorte',
  '127': 'Banco Azteca',
  '130': 'Compartamos',
  '137': 'BanCoppel',
  '166': 'Banco del Bienestar',
  '646': 'STP',
};
