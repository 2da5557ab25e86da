import fc from 'fast-check';

/** Characters that trouble SQL text, LIKE patterns and JSON: NUL and lone UTF-16 surrogates too. */
export const trickyChar = fc.constantFrom(
  'a',
  '\u0000',
  '%',
  '_',
  '\\',
  "'",
  'é',
  '\ud800',
  '\udfff',
);

/** Text with at least one lone surrogate, which the API stores as U+FFFD. */
export const loneSurrogateText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'))
  .map(([text, surrogate]) => `${text}${surrogate}${text}`);

/** Any text: plain, any code unit, tricky characters, and surely a lone surrogate. */
export const anyText = () =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: trickyChar }),
    loneSurrogateText,
  );
