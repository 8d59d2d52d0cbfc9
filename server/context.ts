/** What every handler group needs: storage, options, and the v3 configurations. */
import type { DynamicFormConfig } from '../contract/dynamic-form.ts';
import type { Database } from './db/database.ts';
import type { LeadRepository } from './leads/lead-repository.ts';
import type { ServerOptions } from './options.ts';

export interface ApiContext {
  database: Database;
  leads: LeadRepository;
  options: ServerOptions;
  dynamicFormConfigs: Readonly<Record<string, DynamicFormConfig>>;
}
