/**
 * `npm run api`: the reference lead API on 127.0.0.1 (API_PORT, default 4010). Options come from the
 * environment (server/options.ts optionsFromEnv: API_DATA_DIR, DATABASE_URL, API_CHECKING_POLLS,
 * API_PARTNER_BASE_URL, API_CORS_ORIGINS, API_FAULTS ...). Stops cleanly on SIGINT/SIGTERM.
 */
import { buildServer } from '../server/build-server.ts';
import { optionsFromEnv, serverOptionsSchema } from '../server/options.ts';
import { startNotes } from '../server/start-notes.ts';

const port = Number(process.env.API_PORT ?? 4010);
const host = '127.0.0.1';
const app = await buildServer({
  ...optionsFromEnv(process.env),
  partnerBaseUrl: process.env.API_PARTNER_BASE_URL || `http://${host}:${port}/partner/landing`,
});
await app.listen({ host, port });
console.log(`Reference lead API at http://${host}:${port} (OpenAPI: /openapi.json)`);
for (const note of startNotes(serverOptionsSchema.parse(optionsFromEnv(process.env)))) console.log(note);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
