import { ExternalLinkIcon } from 'lucide-react';

/** "Submit ↗": the event's CFP page in a new tab, named for screen readers. */
export function CfpSubmitLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="text-brand inline-flex items-center gap-1 hover:underline"
    >
      Submit
      <ExternalLinkIcon className="size-3" aria-hidden="true" />
      <span className="sr-only">to {name} (opens in a new tab)</span>
    </a>
  );
}
