import { useParams } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';

/** /approval-workflows/{id}: one workflow with its reviewers, comments and history. */
export function WorkflowDetailPage() {
  const { id } = useParams();
  return <PageHeader title="Workflow Details" description={`Workflow #${id}`} />;
}
