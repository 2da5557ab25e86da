import { BellOffIcon, BellRingIcon } from 'lucide-react';
import type { FollowState } from '@shared/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { useFollowState, useSetFollow } from '../api/follow-event';

const REASON_WORDS: Record<FollowState['reasons'][number], string> = {
  creator: 'you created it',
  submitter: 'you submitted to its CFP',
  attendee: 'you attend it',
  follow: 'you follow it',
};

/** Why one gets this event's reminders, for the button's description. */
export function followDescription(state: FollowState): string {
  if (!state.following) return 'You get no reminders for this event.';
  const reasons = state.reasons.map((reason) => REASON_WORDS[reason]);
  return reasons.length
    ? `You get this event’s reminders: ${reasons.join(', ')}.`
    : 'You get this event’s reminders.';
}

/**
 * Follow / Unfollow this event's CFP-deadline and event reminders; the button says what it will
 * do and is described by why one follows. Creators, submitters and attendees follow without
 * pressing it, and may unfollow.
 */
export function FollowButton({ eventId }: { eventId: number }) {
  const state = useFollowState(eventId);
  const setFollow = useSetFollow(eventId);
  if (!state.data) {
    return (
      <Button variant="outline" disabled aria-busy={state.isPending}>
        <BellRingIcon aria-hidden="true" />
        Follow
      </Button>
    );
  }
  const { following } = state.data;
  const Icon = following ? BellOffIcon : BellRingIcon;
  return (
    <>
      <Button
        variant={following ? 'secondary' : 'outline'}
        aria-describedby={`follow-${eventId}-why`}
        title={followDescription(state.data)}
        disabled={setFollow.isPending}
        onClick={() => setFollow.mutate(!following)}
      >
        <Icon aria-hidden="true" />
        {following ? 'Unfollow' : 'Follow'}
      </Button>
      <span id={`follow-${eventId}-why`} className="sr-only">
        {followDescription(state.data)}
      </span>
    </>
  );
}
