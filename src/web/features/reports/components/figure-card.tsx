import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import type { Figure } from '@shared/schemas/report';
import { Card } from '@web/components/ui/card';
import { changeText, formatFigure, type FigureFormat } from './figure-value';
import { HelpPopover } from './help-popover';

interface Props {
  label: string;
  help?: string;
  figure: Figure;
  format?: FigureFormat;
  /** The comparison period's label ('2026-Q2'), null without one. */
  comparedWith: string | null;
}

/** One figure: its value, the comparison period's beside it and the change with an arrow. */
export function FigureCard({ label, help, figure, format = 'count', comparedWith }: Props) {
  const change = changeText(figure, format);
  const Arrow = (figure.change ?? 0) > 0 ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Card data-print="keep" className="gap-1 px-4 py-3" data-testid="figure">
      <div className="text-muted-foreground flex items-center justify-between gap-2 text-sm">
        <h3 className="font-medium">{label}</h3>
        {help && <HelpPopover label={label} help={help} />}
      </div>
      <p className="text-2xl font-semibold tabular-nums">{formatFigure(figure.current, format)}</p>
      {comparedWith !== null && (
        <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm">
          <span>
            {comparedWith}:{' '}
            <span className="tabular-nums">{formatFigure(figure.comparison, format)}</span>
          </span>
          {change && (
            <span className="text-foreground inline-flex items-center gap-0.5 font-medium tabular-nums">
              {change !== 'no change' && <Arrow className="size-3.5" aria-hidden="true" />}
              <span className="sr-only">
                {(figure.change ?? 0) > 0 ? 'up ' : change === 'no change' ? '' : 'down '}
              </span>
              {change}
            </span>
          )}
        </p>
      )}
    </Card>
  );
}
