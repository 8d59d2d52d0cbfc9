/** The app's client from the build configuration; the product identifier comes from the build's market. */
import { env } from '../config/env.ts';
import { browserSafeStorage } from '../lib/storage/safe-storage.ts';
import { sessionCredentialKeeper } from './applicant-credential.ts';
import { createApiClient, type ApiClient, type ApiClientConfig } from './http-client.ts';

export function createAppApiClient(productId: string, overrides: Partial<ApiClientConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: env.VITE_API_BASE,
    productId,
    timeoutMs: env.VITE_REQUEST_TIMEOUT_MS,
    paths: { lead: env.VITE_LEAD_PATH, policies: env.VITE_POLICIES_PATH },
    credential: sessionCredentialKeeper(browserSafeStorage()),
    ...overrides,
  });
}
