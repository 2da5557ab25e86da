import { PageHeader } from '@web/components/layout/page-header';

/** /cfp-submissions: talks submitted to calls for papers. */
export function CfpSubmissionsPage() {
  return (
    <PageHeader
      title="CFP Submissions"
      description="Talks submitted to calls for papers and their status."
    />
  );
}
