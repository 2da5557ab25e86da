/** 'Row 7: End date cannot be before start date' (rows count from 1, the header not included). */
export const rowError = (rowNumber: number, message: string) => `Row ${rowNumber}: ${message}`;
