export const FEEDBACK_SUBJECT = 'OSPO Events Feedback';

type FeedbackContext = {
  email: string;
  version: string;
  environment: string;
  url: string;
  userEmail?: string | null;
  timestamp?: Date;
};

/** A mailto: link to the maintainers with the context they need to act on the feedback. */
export function feedbackMailto({
  email,
  version,
  environment,
  url,
  userEmail,
  timestamp = new Date(),
}: FeedbackContext) {
  const body = [
    '[Please describe your feedback here]',
    '',
    '',
    '---',
    `Version: ${version}`,
    `Environment: ${environment}`,
    `URL: ${url}`,
    `User: ${userEmail || 'Anonymous'}`,
    `Timestamp: ${timestamp.toISOString()}`,
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(FEEDBACK_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
