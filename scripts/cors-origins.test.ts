// @vitest-environment node
/** The API's default CORS origins cover the ports the project's own servers use, and no other. */
import { readFileSync } from 'node:fs';
import { E2E_TARGETS } from '../e2e/targets.ts';
import { DEFAULT_CORS_ORIGINS, DEVELOPMENT_PORTS } from '../server/cors-origins.ts';

const defaultPort = (script: string) => {
  const source = readFileSync(new URL(script, import.meta.url), 'utf8');
  return Number(/readOption\(argv, 'port', 'PORT'\) \?\? (\d+)/.exec(source)?.[1]);
};

describe('default CORS origins', () => {
  it('name the ports of npm start, npm run dev, npm run preview and every e2e build', () => {
    const used = [
      defaultPort('./start.ts'),
      defaultPort('./dev.ts'),
      defaultPort('./serve.ts'),
      ...E2E_TARGETS.map((target) => target.port),
    ];
    expect([...new Set(used)].sort()).toEqual([...DEVELOPMENT_PORTS].sort());
    for (const port of used) {
      expect(DEFAULT_CORS_ORIGINS).toContain(`http://127.0.0.1:${port}`);
      expect(DEFAULT_CORS_ORIGINS).toContain(`http://localhost:${port}`);
    }
  });
});
