/**
 * The builds the e2e suite runs against: at least three countries, each served on its own port.
 * scripts/test.ts builds them; playwright.config.ts serves them.
 */
export interface E2eTarget {
  name: string;
  country: 'mx' | 'es' | 'pl' | 'de' | 'ph';
  product: string;
  port: number;
}

export const E2E_MODE = 'development';
/** The reference API's port: the development env file's VITE_API_BASE points here. */
export const API_PORT = 4010;
export const BASE_PATH = '/application-frontend/';

export const E2E_TARGETS: readonly E2eTarget[] = [
  { name: 'mx-prestaluz', country: 'mx', product: 'prestaluz', port: 4301 },
  { name: 'es-finvela', country: 'es', product: 'finvela', port: 4302 },
  { name: 'pl-zlotek', country: 'pl', product: 'zlotek', port: 4303 },
];

export const baseUrlOf = (target: E2eTarget) => `http://127.0.0.1:${target.port}${BASE_PATH}`;
