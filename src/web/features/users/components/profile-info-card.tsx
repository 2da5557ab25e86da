import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ProfileForm } from './profile-form';

/** Profile information: read view with an Edit button, or the edit form. */
export function ProfileInfoCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string | null][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Role', user.role],
    ['Job Title', user.jobTitle],
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <h2 className="leading-none font-semibold">Profile Information</h2>
        {!editing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm variant="profile" user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term} className="grid gap-1">
                <dt className="text-muted-foreground text-sm">{term}</dt>
                <dd className="text-sm font-medium break-words">{value || 'Not set'}</dd>
              </div>
            ))}
            <div className="grid gap-1 sm:col-span-2">
              <dt className="text-muted-foreground text-sm">Bio</dt>
              <dd className="text-sm whitespace-pre-wrap">{user.bio || 'Not set'}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
