/** What every handler group needs: storage, options, and the v3 configurations. */
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import type { Database } from './db/database.ts';
import type { RateLimiter } from './http/rate-limits.ts';
import type { Signer } from './http/signing.ts';
import type { LeadRepository } from './leads/lead-repository.ts';
import type { ResumeLinks } from './leads/resume-links.ts';
import type { CaptchaVerifier, ServerOptions } from './options.ts';

export interface ApiContext {
  database: Database;
  leads: LeadRepository;
  options: ServerOptions;
  dynamicFormConfigs: Readonly<Record<string, DynamicFormConfig>>;
  /** Signs and checks the links the API hands out (resume, unsubscribe). */
  signer: Signer;
  limiter: RateLimiter;
  resumeLinks: ResumeLinks;
  /** Set only when a captcha secret is configured: then every lead create must pass it. */
  captcha: CaptchaVerifier | undefined;
}
