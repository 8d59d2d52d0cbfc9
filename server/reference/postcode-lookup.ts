/**
 * GET /postcode/lookup/{code} by country. Mexico answers from its SEPOMEX-like catalogue (mexican-postcodes.ts).
 * Spain, Germany, Poland, Romania and the Philippines answer from a sample of real codes of their large cities,
 * with the region and city each code belongs to: there a postcode names one town, so the form fills the city and
 * province from it. Colombia and Vietnam answer an empty list: applicants there seldom know their postcode (Colombia's
 * six-digit codes of 2010 and Vietnam's of 2018 are little used on forms), and one code spans many towns, so the
 * address is typed, not filled (docs/adr/0015-section-7-calls.md).
 */
import type { PostcodeSummary } from '#contract/reference-data.ts';
import type { CountryCode } from '#contract/primitives.ts';
import { lookupPostcodes as lookupMexican } from './mexican-postcodes.ts';

/** [postal code as written, region, municipality, city] */
type Row = readonly [string, string, string, string];

const same = (code: string, region: string, city: string): Row => [code, region, city, city];

const SAMPLES = {
  es: [
    same('03001', 'Alicante', 'Alicante'),
    same('07001', 'Illes Balears', 'Palma'),
    same('08001', 'Barcelona', 'Barcelona'),
    same('08015', 'Barcelona', 'Barcelona'),
    same('08901', 'Barcelona', "L'Hospitalet de Llobregat"),
    same('14001', 'Córdoba', 'Córdoba'),
    same('15001', 'A Coruña', 'A Coruña'),
    same('18001', 'Granada', 'Granada'),
    same('20001', 'Gipuzkoa', 'Donostia-San Sebastián'),
    same('28001', 'Madrid', 'Madrid'),
    same('28013', 'Madrid', 'Madrid'),
    same('28045', 'Madrid', 'Madrid'),
    same('28901', 'Madrid', 'Getafe'),
    same('29001', 'Málaga', 'Málaga'),
    same('30001', 'Murcia', 'Murcia'),
    same('31001', 'Navarra', 'Pamplona'),
    same('33001', 'Asturias', 'Oviedo'),
    same('35001', 'Las Palmas', 'Las Palmas de Gran Canaria'),
    same('36201', 'Pontevedra', 'Vigo'),
    same('41001', 'Sevilla', 'Sevilla'),
    same('46001', 'Valencia', 'Valencia'),
    same('47001', 'Valladolid', 'Valladolid'),
    same('48001', 'Bizkaia', 'Bilbao'),
    same('50001', 'Zaragoza', 'Zaragoza'),
  ],
  de: [
    same('01067', 'Sachsen', 'Dresden'),
    same('04109', 'Sachsen', 'Leipzig'),
    same('10115', 'Berlin', 'Berlin'),
    same('10117', 'Berlin', 'Berlin'),
    same('10178', 'Berlin', 'Berlin'),
    same('14467', 'Brandenburg', 'Potsdam'),
    same('19053', 'Mecklenburg-Vorpommern', 'Schwerin'),
    same('20095', 'Hamburg', 'Hamburg'),
    same('24103', 'Schleswig-Holstein', 'Kiel'),
    same('28195', 'Bremen', 'Bremen'),
    same('30159', 'Niedersachsen', 'Hannover'),
    same('39104', 'Sachsen-Anhalt', 'Magdeburg'),
    same('40210', 'Nordrhein-Westfalen', 'Düsseldorf'),
    same('44135', 'Nordrhein-Westfalen', 'Dortmund'),
    same('45127', 'Nordrhein-Westfalen', 'Essen'),
    same('50667', 'Nordrhein-Westfalen', 'Köln'),
    same('53111', 'Nordrhein-Westfalen', 'Bonn'),
    same('55116', 'Rheinland-Pfalz', 'Mainz'),
    same('60311', 'Hessen', 'Frankfurt am Main'),
    same('66111', 'Saarland', 'Saarbrücken'),
    same('68159', 'Baden-Württemberg', 'Mannheim'),
    same('70173', 'Baden-Württemberg', 'Stuttgart'),
    same('80331', 'Bayern', 'München'),
    same('90402', 'Bayern', 'Nürnberg'),
    same('99084', 'Thüringen', 'Erfurt'),
  ],
  pl: [
    same('00-001', 'mazowieckie', 'Warszawa'),
    same('00-950', 'mazowieckie', 'Warszawa'),
    same('02-495', 'mazowieckie', 'Warszawa'),
    same('10-001', 'warmińsko-mazurskie', 'Olsztyn'),
    same('15-001', 'podlaskie', 'Białystok'),
    same('20-001', 'lubelskie', 'Lublin'),
    same('25-001', 'świętokrzyskie', 'Kielce'),
    same('30-001', 'małopolskie', 'Kraków'),
    same('31-011', 'małopolskie', 'Kraków'),
    same('35-001', 'podkarpackie', 'Rzeszów'),
    same('40-001', 'śląskie', 'Katowice'),
    same('45-001', 'opolskie', 'Opole'),
    same('50-001', 'dolnośląskie', 'Wrocław'),
    same('60-001', 'wielkopolskie', 'Poznań'),
    same('65-001', 'lubuskie', 'Zielona Góra'),
    same('70-001', 'zachodniopomorskie', 'Szczecin'),
    same('80-001', 'pomorskie', 'Gdańsk'),
    same('81-001', 'pomorskie', 'Gdynia'),
    same('85-001', 'kujawsko-pomorskie', 'Bydgoszcz'),
    same('87-100', 'kujawsko-pomorskie', 'Toruń'),
    same('90-001', 'łódzkie', 'Łódź'),
  ],
  ro: [
    ['010011', 'București', 'Sector 1', 'București'],
    ['020011', 'București', 'Sector 2', 'București'],
    ['030011', 'București', 'Sector 3', 'București'],
    ['040011', 'București', 'Sector 4', 'București'],
    ['050011', 'București', 'Sector 5', 'București'],
    ['060011', 'București', 'Sector 6', 'București'],
    same('077190', 'Ilfov', 'Voluntari'),
    same('100001', 'Prahova', 'Ploiești'),
    same('110001', 'Argeș', 'Pitești'),
    same('200001', 'Dolj', 'Craiova'),
    same('300001', 'Timiș', 'Timișoara'),
    same('310001', 'Arad', 'Arad'),
    same('400001', 'Cluj', 'Cluj-Napoca'),
    same('410001', 'Bihor', 'Oradea'),
    same('500001', 'Brașov', 'Brașov'),
    same('550001', 'Sibiu', 'Sibiu'),
    same('700001', 'Iași', 'Iași'),
    same('800001', 'Galați', 'Galați'),
    same('900001', 'Constanța', 'Constanța'),
  ],
  ph: [
    same('1000', 'Metro Manila', 'Manila'),
    same('1100', 'Metro Manila', 'Quezon City'),
    same('1200', 'Metro Manila', 'Makati'),
    same('1226', 'Metro Manila', 'Makati'),
    same('1300', 'Metro Manila', 'Pasay'),
    same('1550', 'Metro Manila', 'Mandaluyong'),
    same('1600', 'Metro Manila', 'Pasig'),
    same('1634', 'Metro Manila', 'Taguig'),
    same('1700', 'Metro Manila', 'Parañaque'),
    same('2000', 'Pampanga', 'San Fernando'),
    same('4027', 'Laguna', 'Calamba'),
    same('5000', 'Iloilo', 'Iloilo City'),
    same('6000', 'Cebu', 'Cebu City'),
    same('8000', 'Davao del Sur', 'Davao City'),
    same('9000', 'Misamis Oriental', 'Cagayan de Oro'),
  ],
} satisfies Partial<Record<CountryCode, readonly Row[]>>;

const digits = (code: string) => code.replace(/-/g, '');

const fromSample =
  (rows: readonly Row[] = []) =>
  (code: string, limit: number): PostcodeSummary[] =>
    rows
      .filter(([postalCode]) => digits(postalCode).startsWith(digits(code)))
      .slice(0, limit)
      .map(([postalCode, state, municipality, city]) => ({ postalCode, state, municipality, city }));

const SOURCES: Record<CountryCode, (code: string, limit: number) => PostcodeSummary[]> = {
  mx: (code, limit) => lookupMexican(code, limit).map(({ colonias: _colonias, ...summary }) => summary),
  es: fromSample(SAMPLES.es),
  de: fromSample(SAMPLES.de),
  pl: fromSample(SAMPLES.pl),
  ro: fromSample(SAMPLES.ro),
  ph: fromSample(SAMPLES.ph),
  co: () => [],
  vn: () => [],
};

/** The country's postcodes starting with the code typed (with Poland's dash or without). */
export const lookupPostcodes = (code: string, country: CountryCode = 'mx', limit = 20): PostcodeSummary[] =>
  SOURCES[country](code, limit);
