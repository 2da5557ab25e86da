/**
 * 'Row 4, Start Date: 'Jun 31, 2027' is not a date', or 'Row 10: Unterminated quote: …' for a
 * problem of the whole row (rows count from 1, the header not included).
 */
export const rowError = (rowNumber: number, message: string, column?: string | null) =>
  column ? `Row ${rowNumber}, ${column}: ${message}` : `Row ${rowNumber}: ${message}`;
