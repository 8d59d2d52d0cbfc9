/** Policies per country, in the country's language: what the consent checkboxes say and link to. */
import type { CountryCode } from '#contract/primitives.ts';
import { policyKindSchema, type Policy } from '#contract/reference-data.ts';

type Texts = Record<Policy['kind'], [title: string, text: string]>;

const TEXTS: Record<CountryCode, Partial<Texts> & Pick<Texts, 'general' | 'privacy' | 'marketing'>> = {
  mx: {
    general: ['Términos y condiciones', 'Acepto los términos y condiciones del servicio.'],
    privacy: [
      'Aviso de privacidad',
      'He leído el aviso de privacidad y autorizo el tratamiento de mis datos.',
    ],
    'credit-bureau': [
      'Consulta a Buró de Crédito',
      'Autorizo la consulta de mi historial en las sociedades de información crediticia.',
    ],
    marketing: ['Publicidad', 'Quiero recibir ofertas y promociones por correo electrónico y SMS.'],
    partner: [
      'Compartir con socios',
      'Autorizo compartir mi solicitud con instituciones financieras aliadas.',
    ],
  },
  co: {
    general: ['Términos y condiciones', 'Acepto los términos y condiciones.'],
    privacy: [
      'Tratamiento de datos personales',
      'Autorizo el tratamiento de mis datos según la Ley 1581 de 2012.',
    ],
    'credit-bureau': [
      'Consulta en centrales de riesgo',
      'Autorizo la consulta y reporte en centrales de riesgo.',
    ],
    marketing: ['Publicidad', 'Quiero recibir ofertas comerciales.'],
  },
  es: {
    general: ['Condiciones generales', 'Acepto las condiciones generales del servicio.'],
    privacy: ['Política de privacidad', 'He leído la política de privacidad.'],
    marketing: ['Comunicaciones comerciales', 'Acepto recibir comunicaciones comerciales.'],
    partner: ['Cesión a entidades colaboradoras', 'Acepto la cesión de mis datos a entidades colaboradoras.'],
  },
  de: {
    general: ['Allgemeine Geschäftsbedingungen', 'Ich akzeptiere die AGB.'],
    privacy: ['Datenschutzerklärung', 'Ich habe die Datenschutzerklärung gelesen.'],
    // A German lender queries the SCHUFA before it lends and reports the loan to it (its applicants expect the
    // clause by this name): the applicant consents to both before the application is assessed.
    'credit-bureau': [
      'SCHUFA-Klausel',
      'Ich willige ein, dass der Kreditgeber bei der SCHUFA Holding AG, Kormoranweg 5, 65201 Wiesbaden, Auskünfte über ' +
        'mich einholt und ihr Daten über die Beantragung, die Aufnahme und die vertragsgemäße Abwicklung des Kredits ' +
        'sowie über nicht vertragsgemäßes Verhalten übermittelt. Diese Einwilligung kann ich jederzeit widerrufen.',
    ],
    marketing: ['Werbung', 'Ich möchte Angebote per E-Mail erhalten.'],
  },
  pl: {
    general: ['Regulamin', 'Akceptuję regulamin serwisu.'],
    privacy: ['Polityka prywatności', 'Zapoznałem się z polityką prywatności.'],
    'credit-bureau': ['Zgoda BIK', 'Wyrażam zgodę na weryfikację w Biurze Informacji Kredytowej.'],
    marketing: ['Marketing', 'Chcę otrzymywać oferty marketingowe.'],
  },
  ro: {
    general: ['Termeni și condiții', 'Accept termenii și condițiile.'],
    privacy: ['Politica de confidențialitate', 'Am citit politica de confidențialitate.'],
    'credit-bureau': ['Consultare Biroul de Credit', 'Sunt de acord cu consultarea Biroului de Credit.'],
    marketing: ['Marketing', 'Doresc să primesc oferte comerciale.'],
  },
  vn: {
    general: ['Điều khoản và điều kiện', 'Tôi đồng ý với các điều khoản và điều kiện.'],
    privacy: ['Chính sách bảo mật', 'Tôi đã đọc chính sách bảo mật.'],
    marketing: ['Tiếp thị', 'Tôi muốn nhận các ưu đãi.'],
  },
  // In Filipino, as the ph variant's texts are (the law's and the bureau's names stay as they are published).
  ph: {
    general: ['Mga tuntunin at kondisyon', 'Tinatanggap ko ang mga tuntunin at kondisyon ng serbisyo.'],
    privacy: ['Abiso sa privacy', 'Nabasa ko ang abiso sa privacy (Data Privacy Act of 2012).'],
    'credit-bureau': [
      'Pahintulot sa pagsusuri ng credit',
      'Pumapayag ako na suriin ang aking credit record sa Credit Information Corporation.',
    ],
    marketing: ['Mga alok', 'Gusto kong makatanggap ng mga alok sa email at SMS.'],
  },
};

const REQUIRED: readonly Policy['kind'][] = ['general', 'privacy', 'credit-bureau'];

const KINDS: readonly string[] = policyKindSchema.options;
const isKind = (key: string): key is Policy['kind'] => KINDS.includes(key);

export function policiesFor(country: CountryCode): Policy[] {
  return Object.entries(TEXTS[country]).flatMap(([kind, texts]) =>
    isKind(kind) && texts
      ? [
          {
            id: `${country}-${kind}`,
            kind,
            title: texts[0],
            text: texts[1],
            url: `https://legal.example.com/${country}/${kind}`,
            required: REQUIRED.includes(kind),
            version: '2026-01',
          },
        ]
      : [],
  );
}
