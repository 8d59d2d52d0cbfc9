import { defineConfig } from 'vitest/config';

// The `deploy` step of `npm test` (issue 29): production builds served by nginx and by the project's own server, and
// the commands of docs/deploy.md run as written. One file at a time: they build cells and start servers.
export default defineConfig({
  test: {
    include: ['deploy/**/*.deploy.test.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
