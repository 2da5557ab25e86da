/**
 * The server's idea of "now" for anything scheduled (reminders, retries, leases). The app takes
 * one as an option (buildApp); tests and benchmarks hand in a ManualClock and move it, so nothing
 * waits for real time to pass.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told: set() or advance(). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string | number): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
