import type { Stakeholder } from '@shared/schemas/stakeholder';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/fields';
import { PlusIcon } from 'lucide-react';
import { ListLoadError, RefreshFailedNote } from '@web/components/records/list-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pager } from '@web/components/ui/pager';
import { Skeleton } from '@web/components/ui/skeleton';
import { stakeholdersQueryOptions } from '../api/get-stakeholders';
import { StakeholderCard } from './stakeholder-card';

type StakeholderGridProps = {
  role: string | undefined;
  page: number;
  onPage: (page: number) => void;
  onEdit: (stakeholder: Stakeholder) => void;
  onDelete: (stakeholder: Stakeholder) => void;
  /** The empty grid's way to the Add Stakeholder dialog. */
  onAdd: () => void;
};

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** One tab's page of stakeholders: six skeleton cards while loading, then the cards and pager. */
export function StakeholderGrid({
  role,
  page,
  onPage,
  onEdit,
  onDelete,
  onAdd,
}: StakeholderGridProps) {
  const list = useQuery({
    ...stakeholdersQueryOptions({
      role,
      limit: DEFAULT_PAGE_SIZE,
      offset: page * DEFAULT_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Loading stakeholders">
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} data-testid="stakeholder-skeleton">
            <CardHeader className="gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </CardHeader>
            <CardContent className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </CardContent>
          </Card>
        ))}
      </div>
    );
  }
  const retry = () => void list.refetch();
  if (list.isError && !list.data) {
    return (
      <ListLoadError
        text={`Error loading stakeholders: ${list.error.message}`}
        onRetry={retry}
        retrying={list.isFetching}
      />
    );
  }
  const { items, total } = list.data;
  const stale = list.isError && <RefreshFailedNote onRetry={retry} retrying={list.isFetching} />;
  if (total === 0) {
    return (
      <>
        {stale}
        <EmptyState
          title="No stakeholders found"
          action={
            <Button onClick={onAdd}>
              <PlusIcon aria-hidden="true" />
              Add a stakeholder
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      {stale}
      <div className={GRID}>
        {items.map((stakeholder) => (
          <StakeholderCard
            key={stakeholder.id}
            stakeholder={stakeholder}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </div>
      <Pager
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        total={total}
        shown={items.length}
        noun="stakeholder"
        onPage={onPage}
      />
    </>
  );
}
