import type { Figure } from '@shared/schemas/report';
import { formatMoney } from '@web/lib/format';

/** How a figure's numbers read: a count, a share (0 to 1), a rating, or money in a currency. */
export type FigureFormat = 'count' | 'share' | 'rating' | { currency: string };

export function formatFigure(value: number | null, format: FigureFormat): string {
  if (value === null) return '—';
  if (format === 'share') return `${Math.round(value * 1000) / 10} %`;
  if (format === 'rating') return value.toFixed(1);
  if (format === 'count') return value.toLocaleString('en');
  return formatMoney(value, format.currency);
}

/**
 * The change beside a figure: '+25 %' (of the comparison), or for shares the difference in points
 * ('+5 pts'); 'no change', or null when there is nothing to compare with.
 */
export function changeText(figure: Figure, format: FigureFormat): string | null {
  if (figure.change === null || figure.comparison === null) return null;
  if (figure.change === 0) return 'no change';
  const sign = figure.change > 0 ? '+' : '−';
  if (format === 'share') return `${sign}${Math.abs(Math.round(figure.change * 1000) / 10)} pts`;
  if (figure.changeRatio === null) return `${sign}${formatFigure(Math.abs(figure.change), format)}`;
  return `${sign}${Math.abs(Math.round(figure.changeRatio * 1000) / 10)} %`;
}
