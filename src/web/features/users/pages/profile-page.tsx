import { PageHeader } from '@web/components/layout/page-header';

/** /profile: the signed-in user's profile. */
export function ProfilePage() {
  return (
    <PageHeader
      title="Profile"
      description="Your photo, profile information and account details."
    />
  );
}
