/** Port of the server the journeys drive; several runs can share the machine on different ports. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser storage saved by auth.setup.ts after signing in, reused by journeys that start signed in. */
export const DEMO_STATE = `.tmp/e2e/${E2E_PORT}/demo.json`;
export const REVIEWER_STATE = `.tmp/e2e/${E2E_PORT}/reviewer.json`;
