import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useMySpeaker, useSpeaker } from '../api/get-speakers';
import { SpeakerProfile } from '../components/speaker-profile';

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid gap-4">
      <Button variant="ghost" asChild className="-ml-3 w-fit">
        <Link to="/talks">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Talks
        </Link>
      </Button>
      {children}
    </div>
  );
}

function Message({ text, loading }: { text: string; loading?: boolean }) {
  return (
    <h1 className="text-2xl font-semibold tracking-tight" role={loading ? 'status' : undefined}>
      {text}
    </h1>
  );
}

/** /speakers/{id}: a speaker's talks, submissions with outcomes and acceptance rate. */
export function SpeakerPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const speaker = useSpeaker(valid ? id : undefined);
  let message: string | null = null;
  if (!valid) message = 'Invalid Speaker ID';
  else if (speaker.isPending) message = 'Loading speaker...';
  else if (speaker.error instanceof ApiError && speaker.error.status === 404)
    message = 'Speaker Not Found';
  else if (speaker.isError) message = 'Failed to load speaker. Please try again later.';
  return (
    <Shell>
      {message || !speaker.data ? (
        <Message text={message ?? ''} loading={valid && speaker.isPending} />
      ) : (
        <SpeakerProfile speaker={speaker.data} />
      )}
    </Shell>
  );
}

/** /my-talks (the avatar menu's "My talks"): the signed-in person's speaker page. */
export function MyTalksPage() {
  const mine = useMySpeaker();
  const speaker = useSpeaker(mine.data?.id);
  if (mine.isPending || (mine.data && speaker.isPending)) {
    return (
      <Shell>
        <Message text="Loading your talks..." loading />
      </Shell>
    );
  }
  if (mine.isError || speaker.isError) {
    return (
      <Shell>
        <Message text="Failed to load your talks. Please try again later." />
      </Shell>
    );
  }
  if (!speaker.data) {
    return (
      <Shell>
        <Message text="My Talks" />
        <p className="text-muted-foreground">
          You are not a speaker of any talk yet. A talk you add names you as its speaker.
        </p>
        <Button asChild className="w-fit">
          <Link to="/talks?add=1">Add a talk</Link>
        </Button>
      </Shell>
    );
  }
  return (
    <Shell>
      <SpeakerProfile speaker={speaker.data} />
    </Shell>
  );
}
