/**
 * Port of the server the journeys drive: E2E_PORT, or a free port playwright.config.ts chose
 * before the workers started; several runs can share the machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT);

/** Browser storage saved by auth.setup.ts after signing in, reused by journeys that start signed in. */
export const DEMO_STATE = `.tmp/e2e/${E2E_PORT}/demo.json`;
export const REVIEWER_STATE = `.tmp/e2e/${E2E_PORT}/reviewer.json`;
