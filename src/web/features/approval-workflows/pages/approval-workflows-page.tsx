import { PageHeader } from '@web/components/layout/page-header';

/** /approval-workflows: requests and their reviewers' decisions. */
export function ApprovalWorkflowsPage() {
  return (
    <PageHeader
      title="Approval Workflows"
      description="Requests for events, talks, travel and budgets, and their reviews."
    />
  );
}
