/**
 * The builds the e2e suite runs against: at least three countries, each served on its own port.
 * scripts/test.ts builds them; playwright.config.ts serves them.
 */
export interface E2eTarget {
  name: string;
  country: 'mx' | 'es' | 'pl' | 'de' | 'ph';
  product: string;
  port: number;
  /** The specs this build runs. */
  journeys: string[];
}

export const E2E_MODE = 'development';
/** The reference API's port: the development env file's VITE_API_BASE points here. */
export const API_PORT = 4010;
export const BASE_PATH = '/application-frontend/';

export const E2E_TARGETS: readonly E2eTarget[] = [
  // v3 (dynamic) form: the Mexican journeys, attribution and the shell.
  {
    name: 'mx-prestaluz',
    country: 'mx',
    product: 'prestaluz',
    port: 4301,
    journeys: ['shell.spec.ts', 'attribution.spec.ts', 'mx-*.spec.ts', 'security-headers.spec.ts'],
  },
  { name: 'es-finvela', country: 'es', product: 'finvela', port: 4302, journeys: ['shell.spec.ts'] },
  // Classic form: the classic journeys and the shell.
  {
    name: 'pl-zlotek',
    country: 'pl',
    product: 'zlotek',
    port: 4303,
    journeys: ['shell.spec.ts', 'classic-*.spec.ts'],
  },
];

export const baseUrlOf = (target: E2eTarget) => `http://127.0.0.1:${target.port}${BASE_PATH}`;
