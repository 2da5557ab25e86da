import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';
import { ExportMenu } from '@web/components/records/export-menu';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { WorkflowStatus } from '../api/get-workflows';
import { CreateWorkflowDialog } from '../components/create-workflow-dialog';
import { WorkflowList } from '../components/workflow-list';

const TABS: { value: 'all' | WorkflowStatus; label: string }[] = [
  { value: 'all', label: 'All Workflows' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'changes_requested', label: 'Changes Requested' },
];

/** /approval-workflows: tabs by status (filtered in the API), cards and the create dialog. */
export function ApprovalWorkflowsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((entry) => entry.value === params.get('status'))?.value ?? 'all';

  const onTabChange = (value: string) =>
    setParams(value === 'all' ? {} : { status: value }, { replace: true });

  return (
    <>
      <PageHeader
        title="Approval Workflows"
        description="Requests for events, talks, travel and budgets, and their reviews."
        actions={
          <>
            <ExportMenu
              path="/api/approval-workflows"
              params={{ status: tab === 'all' ? undefined : tab }}
            />
            <CreateWorkflowDialog />
          </>
        }
      />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value} className="flex-none">
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((entry) => (
          <TabsContent key={entry.value} value={entry.value} className="mt-4">
            <WorkflowList status={entry.value === 'all' ? undefined : entry.value} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
