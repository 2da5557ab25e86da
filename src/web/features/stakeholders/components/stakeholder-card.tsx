import { Building2Icon, MailIcon, PencilIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import type { Stakeholder } from '@shared/schemas/stakeholder';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { roleLabel } from './stakeholder-roles';

type StakeholderCardProps = {
  stakeholder: Stakeholder;
  onEdit: (stakeholder: Stakeholder) => void;
  onDelete: (stakeholder: Stakeholder) => void;
};

/** Name, role badge, email, organization, department and notes of one stakeholder. */
export function StakeholderCard({ stakeholder, onEdit, onDelete }: StakeholderCardProps) {
  return (
    <Card aria-labelledby={`stakeholder-${stakeholder.id}`} role="article">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-2">
          <CardTitle id={`stakeholder-${stakeholder.id}`} className="truncate">
            {stakeholder.name}
          </CardTitle>
          <Badge variant="secondary">{roleLabel(stakeholder.role)}</Badge>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${stakeholder.name}`}
            onClick={() => onEdit(stakeholder)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${stakeholder.name}`}
            onClick={() => onDelete(stakeholder)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <a
          href={`mailto:${stakeholder.email}`}
          className="text-brand flex items-center gap-2 break-all underline-offset-4 hover:underline"
        >
          <MailIcon aria-hidden="true" className="size-4 shrink-0" />
          {stakeholder.email}
        </a>
        <p className="flex items-center gap-2">
          <Building2Icon aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
          {stakeholder.organization}
        </p>
        {stakeholder.department && (
          <p className="flex items-center gap-2">
            <UsersIcon aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
            {stakeholder.department}
          </p>
        )}
        {stakeholder.notes && (
          <p className="text-muted-foreground line-clamp-3 whitespace-pre-line">
            {stakeholder.notes}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
