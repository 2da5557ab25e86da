import { WorkflowIcon } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/fields';
import { usePageParam } from '@web/components/records/use-page-param';
import { ListLoadError, RefreshFailedNote } from '@web/components/records/list-state';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pager } from '@web/components/ui/pager';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWorkflows, type WorkflowStatus } from '../api/get-workflows';
import { CreateWorkflowDialog } from './create-workflow-dialog';
import { WorkflowCard } from './workflow-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** One tab's page of cards (?page=): loading skeletons, the error and empty texts, or the grid. */
export function WorkflowList({ status }: { status?: WorkflowStatus }) {
  const [page, setPage] = usePageParam(status ?? '');
  const { data, isPending, isError, error, isFetching, refetch } = useWorkflows({
    status,
    limit: DEFAULT_PAGE_SIZE,
    offset: page * DEFAULT_PAGE_SIZE,
  });

  if (isPending) {
    return (
      <div className={GRID} role="status" aria-label="Loading workflows">
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} className="gap-4">
            <CardHeader>
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </CardHeader>
            <CardContent className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </CardContent>
          </Card>
        ))}
      </div>
    );
  }
  const retry = () => void refetch();
  if (isError && !data) {
    return (
      <ListLoadError
        text={`Error loading workflows: ${error.message}`}
        onRetry={retry}
        retrying={isFetching}
      />
    );
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={WorkflowIcon}
        title="No approval workflows found"
        action={<CreateWorkflowDialog triggerLabel="Start a workflow" />}
      />
    );
  }
  return (
    <>
      {isError && <RefreshFailedNote onRetry={retry} retrying={isFetching} />}
      <ul className={GRID}>
        {data.items.map((workflow) => (
          <li key={workflow.id}>
            <WorkflowCard workflow={workflow} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        total={data.total}
        shown={data.items.length}
        noun="workflow"
        onPage={setPage}
      />
    </>
  );
}
