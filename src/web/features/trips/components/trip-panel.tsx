import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** One stage of a trip's life as a card: its heading, then what it shows and asks. */
export function TripPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-none font-semibold">{title}</h2>
        {actions}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
