/** The day the SPA was built (vite.config.ts `define`). */
declare const __BUILD_DATE__: string;
