import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { AccountInfoCard } from '../components/account-info-card';
import { ProfileInfoCard } from '../components/profile-info-card';
import { ProfilePhotoCard } from '../components/profile-photo-card';

/** /profile: the signed-in user's photo, profile information and account details. */
export function ProfilePage() {
  const { data: user, isLoading } = useCurrentUserProfile();

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading profile" className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72" />
        <Skeleton className="h-72 lg:col-span-2" />
      </div>
    );
  }
  if (!user) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <CardHeader>
          <h1 className="text-xl font-semibold">Profile not found</h1>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">Please log in</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <PageHeader
        title="Profile"
        description="Your photo, profile information and account details."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6">
          <ProfilePhotoCard user={user} />
          <AccountInfoCard user={user} />
        </div>
        <div className="lg:col-span-2">
          <ProfileInfoCard user={user} />
        </div>
      </div>
    </>
  );
}
