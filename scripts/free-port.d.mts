// Types of free-port.mjs for the TypeScript code that imports it.
export function freePort(): Promise<number>;
