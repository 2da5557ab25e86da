import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { Stakeholder } from '@shared/schemas/stakeholder';
import { PageHeader } from '@web/components/layout/page-header';
import { ExportMenu } from '@web/components/records/export-menu';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { usePageParam } from '@web/components/records/use-page-param';
import { Tabs, TabsContent, TabsOrSelect } from '@web/components/ui/tabs';
import { useDeleteStakeholder } from '../api/change-stakeholders';
import { StakeholderFormDialog } from '../components/stakeholder-form-dialog';
import { StakeholderGrid } from '../components/stakeholder-grid';
import { roleLabel, SCREEN_ROLES } from '../components/stakeholder-roles';

const ALL = 'all';
const TABS = [ALL, ...SCREEN_ROLES];

/** /stakeholders (optionally ?page=): the stakeholder directory, tabbed by role. */
export function StakeholdersPage() {
  const [tab, setTab] = useState(ALL);
  const [page, setPage] = usePageParam(tab);
  const remove = useDeleteStakeholder();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Stakeholder>();
  const [deleting, setDeleting] = useState<Stakeholder>();

  return (
    <>
      <PageHeader
        title="Stakeholders"
        description="The people who decide on, fund and review your event work."
        actions={
          <>
            <ExportMenu path="/api/stakeholders" params={{ role: tab === ALL ? undefined : tab }} />
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Add Stakeholder
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          <TabsOrSelect
            label="Stakeholder roles"
            tabs={TABS.map((value) => ({
              value,
              label: value === ALL ? 'All Stakeholders' : roleLabel(value),
            }))}
            value={tab}
            onValueChange={setTab}
          />
        </div>
        {TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            <StakeholderGrid
              role={value === ALL ? undefined : value}
              page={page}
              onPage={setPage}
              onEdit={setEditing}
              onDelete={setDeleting}
              onAdd={() => setAdding(true)}
            />
          </TabsContent>
        ))}
      </Tabs>
      <StakeholderFormDialog open={adding} onOpenChange={setAdding} />
      <StakeholderFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        stakeholder={editing}
      />
      <ConfirmDeleteDialog
        record={deleting}
        noun="stakeholder"
        label={(record) => record.name}
        deleting={remove.isPending}
        onConfirm={(record) => remove.mutate(record, { onSuccess: () => setDeleting(undefined) })}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </>
  );
}
