import type { User } from '@shared/schemas/user';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format';

/** Account facts the user cannot edit: id, username, member since. */
export function AccountInfoCard({ user }: { user: User }) {
  const rows: [string, string][] = [
    ['User ID', String(user.id)],
    ['Username', user.username],
    ['Member since', formatDate(user.createdAt)],
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Account Information</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1">
              <dt className="text-muted-foreground text-sm">{term}</dt>
              <dd className="text-sm font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
