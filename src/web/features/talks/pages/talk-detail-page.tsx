import { ArchiveIcon, ArrowLeftIcon, PencilIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { useArchiveTalk, useDeleteTalk } from '../api/change-talks';
import { useTalk } from '../api/get-talks';
import { TalkAssets } from '../components/talk-assets';
import { SubmitTalkDialog } from '../components/submit-talk-dialog';
import { TalkDetails } from '../components/talk-details';
import { TalkFormDialog } from '../components/talk-form-dialog';
import { TalkRevisions } from '../components/talk-revisions';
import { TalkSubmissions } from '../components/talk-submissions';

function BackLink() {
  return (
    <Button variant="ghost" asChild className="-ml-3 w-fit">
      <Link to="/talks">
        <ArrowLeftIcon aria-hidden="true" />
        Back to Talks
      </Link>
    </Button>
  );
}

/**
 * /talks/{id}: the talk, its submissions with their outcomes, its assets and revisions; edit, submit to
 * CFPs, archive, delete (refused by the server while the talk has submissions).
 */
export function TalkDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const talk = useTalk(valid ? id : undefined);
  const navigate = useNavigate();
  const archive = useArchiveTalk();
  const remove = useDeleteTalk();
  const [editing, setEditing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  let message: string | null = null;
  if (!valid) message = 'Invalid Talk ID';
  else if (talk.isPending) message = 'Loading talk...';
  else if (talk.error instanceof ApiError && talk.error.status === 404) message = 'Talk Not Found';
  else if (talk.isError) message = 'Failed to load talk. Please try again later.';

  if (message || !talk.data) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <h1
          className="text-2xl font-semibold tracking-tight"
          role={valid && talk.isPending ? 'status' : undefined}
        >
          {message}
        </h1>
      </div>
    );
  }
  const shown = talk.data;
  return (
    <div className="grid gap-6">
      <BackLink />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {shown.title}
          </h1>
          {shown.archived && <Badge variant="secondary">Archived</Badge>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setSubmitting(true)} disabled={shown.archived}>
            <SendIcon aria-hidden="true" />
            Submit to CFP
          </Button>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            disabled={archive.isPending}
            onClick={() => archive.mutate({ talk: shown, archived: !shown.archived })}
          >
            <ArchiveIcon aria-hidden="true" />
            {shown.archived ? 'Unarchive' : 'Archive'}
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <Card>
        <CardContent>
          <TalkDetails talk={shown} />
        </CardContent>
      </Card>
      <section id="submissions" aria-labelledby="submissions-heading" className="grid gap-3">
        <h2 id="submissions-heading" className="text-xl font-semibold">
          Submissions
        </h2>
        <TalkSubmissions talkId={shown.id} />
      </section>
      <section id="assets" aria-labelledby="assets-heading" className="grid gap-3">
        <h2 id="assets-heading" className="text-xl font-semibold">
          Assets
        </h2>
        <TalkAssets talkId={shown.id} />
      </section>
      <section aria-labelledby="revisions-heading" className="grid gap-3">
        <h2 id="revisions-heading" className="text-xl font-semibold">
          Revisions
        </h2>
        <TalkRevisions talk={shown} />
      </section>
      <TalkFormDialog open={editing} onOpenChange={setEditing} record={shown} />
      <SubmitTalkDialog talk={shown} open={submitting} onOpenChange={setSubmitting} />
      <ConfirmDeleteDialog
        record={deleting ? shown : undefined}
        noun="talk"
        label={(record) => record.title}
        deleting={remove.isPending}
        onConfirm={(record) =>
          remove.mutate(record, {
            onSuccess: () => void navigate('/talks'),
            onSettled: () => setDeleting(false),
          })
        }
        onOpenChange={setDeleting}
      />
    </div>
  );
}
