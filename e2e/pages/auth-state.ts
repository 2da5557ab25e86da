/** Browser storage saved by auth.setup.ts after signing in, reused by journeys that start signed in. */
export const DEMO_STATE = '.tmp/e2e/demo.json';
export const REVIEWER_STATE = '.tmp/e2e/reviewer.json';
