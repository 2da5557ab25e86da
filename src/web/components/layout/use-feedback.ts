import { useAuth } from '@web/lib/auth/auth-context';
import { feedbackMailto } from '@web/lib/feedback';
import { useVersionInfo } from '@web/lib/version';

/** Opens an e-mail draft to the maintainers, with the page and user at the moment of the click. */
export function useSendFeedback(): () => void {
  const { user } = useAuth();
  const { data: info } = useVersionInfo();
  return () => {
    if (!info) return;
    window.location.href = feedbackMailto({
      email: info.feedbackEmail,
      version: info.version,
      environment: info.environment,
      url: window.location.href,
      userEmail: user?.email,
    });
  };
}
