/**
 * Mexican postal codes: real state names, real municipalities with the postal-code prefixes SEPOMEX gives
 * them, and a deterministic spread of codes and colonias within each (the full SEPOMEX catalogue is
 * 145,000 rows; a few hundred that look and behave like it are enough for the funnel). A handful of
 * well-known codes are listed exactly.
 */
export interface MexicanPostcode {
  postalCode: string;
  state: string;
  municipality: string;
  city: string;
  colonias: string[];
}

/** [state, municipality, city, three-digit prefix] */
const MUNICIPALITIES: readonly [string, string, string, string][] = [
  ['Ciudad de México', 'Cuauhtémoc', 'Ciudad de México', '060'],
  ['Ciudad de México', 'Benito Juárez', 'Ciudad de México', '031'],
  ['Ciudad de México', 'Coyoacán', 'Ciudad de México', '043'],
  ['Ciudad de México', 'Miguel Hidalgo', 'Ciudad de México', '115'],
  ['Ciudad de México', 'Iztapalapa', 'Ciudad de México', '093'],
  ['Aguascalientes', 'Aguascalientes', 'Aguascalientes', '200'],
  ['Baja California', 'Tijuana', 'Tijuana', '220'],
  ['Baja California', 'Mexicali', 'Mexicali', '211'],
  ['Baja California Sur', 'La Paz', 'La Paz', '230'],
  ['Campeche', 'Campeche', 'San Francisco de Campeche', '240'],
  ['Coahuila de Zaragoza', 'Saltillo', 'Saltillo', '250'],
  ['Coahuila de Zaragoza', 'Torreón', 'Torreón', '270'],
  ['Colima', 'Colima', 'Colima', '280'],
  ['Chiapas', 'Tuxtla Gutiérrez', 'Tuxtla Gutiérrez', '290'],
  ['Chihuahua', 'Chihuahua', 'Chihuahua', '311'],
  ['Chihuahua', 'Juárez', 'Ciudad Juárez', '323'],
  ['Durango', 'Durango', 'Victoria de Durango', '340'],
  ['Guanajuato', 'León', 'León de los Aldama', '371'],
  ['Guanajuato', 'Guanajuato', 'Guanajuato', '360'],
  ['Guerrero', 'Acapulco de Juárez', 'Acapulco de Juárez', '393'],
  ['Hidalgo', 'Pachuca de Soto', 'Pachuca de Soto', '420'],
  ['Jalisco', 'Guadalajara', 'Guadalajara', '441'],
  ['Jalisco', 'Zapopan', 'Zapopan', '451'],
  ['Jalisco', 'Puerto Vallarta', 'Puerto Vallarta', '483'],
  ['México', 'Toluca', 'Toluca de Lerdo', '500'],
  ['México', 'Naucalpan de Juárez', 'Naucalpan de Juárez', '531'],
  ['México', 'Ecatepec de Morelos', 'Ecatepec de Morelos', '551'],
  ['Michoacán de Ocampo', 'Morelia', 'Morelia', '580'],
  ['Morelos', 'Cuernavaca', 'Cuernavaca', '620'],
  ['Nayarit', 'Tepic', 'Tepic', '631'],
  ['Nuevo León', 'Monterrey', 'Monterrey', '640'],
  ['Nuevo León', 'San Pedro Garza García', 'San Pedro Garza García', '662'],
  ['Oaxaca', 'Oaxaca de Juárez', 'Oaxaca de Juárez', '680'],
  ['Puebla', 'Puebla', 'Heroica Puebla de Zaragoza', '720'],
  ['Querétaro', 'Querétaro', 'Santiago de Querétaro', '760'],
  ['Quintana Roo', 'Benito Juárez', 'Cancún', '775'],
  ['San Luis Potosí', 'San Luis Potosí', 'San Luis Potosí', '780'],
  ['Sinaloa', 'Culiacán', 'Culiacán Rosales', '800'],
  ['Sinaloa', 'Mazatlán', 'Mazatlán', '820'],
  ['Sonora', 'Hermosillo', 'Hermosillo', '830'],
  ['Tabasco', 'Centro', 'Villahermosa', '860'],
  ['Tamaulipas', 'Reynosa', 'Reynosa', '887'],
  ['Tamaulipas', 'Tampico', 'Tampico', '891'],
  ['Tlaxcala', 'Tlaxcala', 'Tlaxcala de Xicohténcatl', '900'],
  ['Veracruz de Ignacio de la Llave', 'Veracruz', 'Veracruz', '917'],
  ['Veracruz de Ignacio de la Llave', 'Xalapa', 'Xalapa-Enríquez', '910'],
  ['Yucatán', 'Mérida', 'Mérida', '970'],
  ['Zacatecas', 'Zacatecas', 'Zacatecas', '980'],
];

const COLONIA_NAMES = [
  'Centro',
  'Del Valle',
  'Jardines del Sur',
  'Las Flores',
  'San José',
  'La Loma',
  'Lomas Verdes',
  'Santa María',
  'Industrial',
  'Residencial del Parque',
  'Los Pinos',
  'Villa de las Fuentes',
  'El Mirador',
  'San Miguel',
  'Hidalgo',
  'Benito Juárez',
  'Emiliano Zapata',
  'Francisco Villa',
  'Las Águilas',
  'Bosques del Valle',
  'Linda Vista',
  'Guadalupe',
  'Obrera',
  'Moderna',
];

/** Codes known to everyone who has lived in Mexico City, Guadalajara or Monterrey. */
const WELL_KNOWN: readonly MexicanPostcode[] = [
  {
    postalCode: '06700',
    state: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    colonias: ['Roma Norte'],
  },
  {
    postalCode: '06600',
    state: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    colonias: ['Juárez'],
  },
  {
    postalCode: '06140',
    state: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    colonias: ['Condesa'],
  },
  {
    postalCode: '03100',
    state: 'Ciudad de México',
    municipality: 'Benito Juárez',
    city: 'Ciudad de México',
    colonias: ['Del Valle Centro'],
  },
  {
    postalCode: '04000',
    state: 'Ciudad de México',
    municipality: 'Coyoacán',
    city: 'Ciudad de México',
    colonias: ['Villa Coyoacán'],
  },
  {
    postalCode: '11560',
    state: 'Ciudad de México',
    municipality: 'Miguel Hidalgo',
    city: 'Ciudad de México',
    colonias: ['Polanco IV Sección', 'Polanco V Sección'],
  },
  {
    postalCode: '44100',
    state: 'Jalisco',
    municipality: 'Guadalajara',
    city: 'Guadalajara',
    colonias: ['Centro'],
  },
  {
    postalCode: '64000',
    state: 'Nuevo León',
    municipality: 'Monterrey',
    city: 'Monterrey',
    colonias: ['Centro'],
  },
];

/** A small deterministic generator (mulberry32), so every start serves the same codes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(): MexicanPostcode[] {
  const byCode = new Map(WELL_KNOWN.map((entry) => [entry.postalCode, entry]));
  const next = random(52);
  for (const [state, municipality, city, prefix] of MUNICIPALITIES) {
    for (let index = 0; index < 6; index += 1) {
      const postalCode = `${prefix}${String(Math.floor(next() * 100)).padStart(2, '0')}`;
      if (byCode.has(postalCode)) continue;
      const count = 1 + Math.floor(next() * 4);
      const colonias = new Set<string>();
      while (colonias.size < count)
        colonias.add(COLONIA_NAMES[Math.floor(next() * COLONIA_NAMES.length)] ?? 'Centro');
      byCode.set(postalCode, { postalCode, state, municipality, city, colonias: [...colonias].sort() });
    }
  }
  return [...byCode.values()].sort((a, b) => a.postalCode.localeCompare(b.postalCode));
}

export const MEXICAN_POSTCODES: readonly MexicanPostcode[] = generate();
const BY_CODE = new Map(MEXICAN_POSTCODES.map((entry) => [entry.postalCode, entry]));

export const findPostcode = (code: string) => BY_CODE.get(code);

export function lookupPostcodes(prefix: string, limit = 20): MexicanPostcode[] {
  return MEXICAN_POSTCODES.filter((entry) => entry.postalCode.startsWith(prefix)).slice(0, limit);
}
