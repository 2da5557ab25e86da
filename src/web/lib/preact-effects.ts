import { options } from 'preact';

/**
 * When effects run. Preact runs them after the browser's next frame; React runs the effects of an
 * update caused by user input before the browser handles the next input. Radix finishes opening a
 * layer in effects (a dialog's focus trap steps aside for a popover, the popover focuses its
 * search box), so an action right after a click (a quick typist; Playwright, a millisecond later)
 * met a half-open popover and typed into the button behind it. Effects now run in a microtask
 * right after each render, which keeps React's order (docs/decisions/008-preact-runtime.md).
 */
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
