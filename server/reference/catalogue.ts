/** Vehicle models and partner logos (the employer directory is employers.ts). */
import type { PartnerLogosResponse, VehicleModelsResponse } from '#contract/reference-data.ts';

type Models = [name: string, yearFrom: number, yearTo: number | null][];
const MAKES: Record<string, Models> = {
  Nissan: [
    ['Versa', 2012, null],
    ['Sentra', 2000, null],
    ['March', 2011, null],
    ['NP300', 2015, null],
    ['Kicks', 2017, null],
    ['Tsuru', 1992, 2017],
  ],
  Chevrolet: [
    ['Aveo', 2008, null],
    ['Onix', 2020, null],
    ['Beat', 2018, 2021],
    ['Spark', 2010, 2022],
    ['Tornado', 2004, null],
  ],
  Volkswagen: [
    ['Jetta', 1999, null],
    ['Vento', 2014, 2023],
    ['Gol', 2008, 2023],
    ['Polo', 2022, null],
    ['Tiguan', 2009, null],
  ],
  Toyota: [
    ['Corolla', 2000, null],
    ['Yaris', 2006, null],
    ['Hilux', 2005, null],
    ['RAV4', 2001, null],
    ['Avanza', 2012, null],
  ],
  Honda: [
    ['Civic', 2000, null],
    ['City', 2009, null],
    ['CR-V', 2002, null],
    ['HR-V', 2015, null],
  ],
  Kia: [
    ['Rio', 2016, null],
    ['Forte', 2010, null],
    ['Seltos', 2020, null],
    ['Sportage', 2011, null],
  ],
  Mazda: [
    ['Mazda 2', 2011, null],
    ['Mazda 3', 2004, null],
    ['CX-5', 2013, null],
    ['CX-30', 2020, null],
  ],
  Ford: [
    ['Figo', 2016, 2021],
    ['Ranger', 2000, null],
    ['Escape', 2001, null],
    ['Territory', 2021, null],
  ],
};

export function vehicleModels(): VehicleModelsResponse {
  return {
    makes: Object.entries(MAKES).map(([name, models]) => ({
      name,
      models: models.map(([model, yearFrom, yearTo]) => ({ name: model, yearFrom, yearTo })),
    })),
  };
}

const PARTNERS: [partner: string, name: string, color: string][] = [
  ['creditea', 'Creditea', '#00a19a'],
  ['provident', 'Provident', '#00539f'],
  ['proficredit', 'Proficredit', '#e30613'],
  ['finanzas-aliadas', 'Finanzas Aliadas', '#6b3fa0'],
];

/** A simple wordmark as an SVG data URI, so the logos need no file server. */
function wordmark(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">` +
    `<rect width="160" height="48" rx="8" fill="${color}"/>` +
    `<text x="80" y="30" font-family="Arial, sans-serif" font-size="16" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function partnerLogos(): PartnerLogosResponse {
  return {
    logos: PARTNERS.map(([partner, name, color]) => ({
      partner,
      name,
      logoUrl: wordmark(name, color),
      width: 160,
      height: 48,
    })),
  };
}
