import { formatDate } from '@web/lib/format';

/** 'Mar 14, 2027 – Mar 18, 2027', one side when only one is known, 'Dates to come' with none. */
export function tripDates(trip: { departDate: string | null; returnDate: string | null }): string {
  const { departDate, returnDate } = trip;
  if (departDate && returnDate) return `${formatDate(departDate)} – ${formatDate(returnDate)}`;
  if (departDate) return `From ${formatDate(departDate)}`;
  if (returnDate) return `Back ${formatDate(returnDate)}`;
  return 'Dates to come';
}
