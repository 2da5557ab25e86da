import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

/** One settings section: a card with its h2 and one-line purpose. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  );
}
