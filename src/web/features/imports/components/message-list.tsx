type MessageListProps = {
  title: string;
  messages: string[];
  limit: number;
  open?: boolean;
  /** The number the title shows, when it counts something else than the messages (rows). */
  count?: number;
};

/** A folding list of import messages (duplicates, errors), the first `limit` shown. */
export function MessageList({ title, messages, limit, open, count }: MessageListProps) {
  if (messages.length === 0) return null;
  const hidden = messages.length - limit;
  return (
    <details className="rounded-md border p-3 text-sm" open={open}>
      <summary className="cursor-pointer font-medium">
        {title} ({count ?? messages.length})
      </summary>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
        {messages.slice(0, limit).map((message, index) => (
          <li key={index} className="break-words">
            {message}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="text-muted-foreground mt-2">... and {hidden} more</p>}
    </details>
  );
}
