import { PageHeader } from '@web/components/layout/page-header';

/** /settings: profile, notification and security settings. */
export function SettingsPage() {
  return (
    <PageHeader
      title="Settings"
      description="Your profile, notification preferences and security."
    />
  );
}
