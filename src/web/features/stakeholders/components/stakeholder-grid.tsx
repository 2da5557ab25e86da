import type { Stakeholder } from '@shared/schemas/stakeholder';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useStakeholders } from '../api/get-stakeholders';
import { StakeholderCard } from './stakeholder-card';

type StakeholderGridProps = {
  role: string | undefined;
  onEdit: (stakeholder: Stakeholder) => void;
  onDelete: (stakeholder: Stakeholder) => void;
};

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** One tab's stakeholders: six skeleton cards while loading, then the cards, empty or error text. */
export function StakeholderGrid({ role, onEdit, onDelete }: StakeholderGridProps) {
  const list = useStakeholders(role);
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
  if (list.isError) {
    return (
      <p role="alert" className="py-12 text-center text-red-700 dark:text-red-300">
        Error loading stakeholders: {list.error.message}
      </p>
    );
  }
  if (list.data.length === 0) return <EmptyState title="No stakeholders found" />;
  return (
    <div className={GRID}>
      {list.data.map((stakeholder) => (
        <StakeholderCard
          key={stakeholder.id}
          stakeholder={stakeholder}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}
