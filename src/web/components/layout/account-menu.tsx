import { deferredMenu } from '@web/components/ui/deferred-menu';
import { AvatarTrigger } from './avatar-trigger';

const DeferredAvatarMenu = deferredMenu(() =>
  import('./avatar-menu').then((module) => module.AvatarMenu),
);

/** The signed-in user's avatar menu; its code loads on first use. */
export function AccountMenu() {
  return <DeferredAvatarMenu renderTrigger={(props) => <AvatarTrigger {...props} />} />;
}
