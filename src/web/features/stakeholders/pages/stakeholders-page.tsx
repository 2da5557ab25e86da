import { PageHeader } from '@web/components/layout/page-header';

/** /stakeholders: the stakeholder directory. */
export function StakeholdersPage() {
  return (
    <PageHeader
      title="Stakeholders"
      description="The people who decide on, fund and review your event work."
    />
  );
}
