import type { FastifyReply } from 'fastify';
import type { Page } from './sql';

/** Summary of a paged list route for the OpenAPI document. */
export const pagedListSummary = (what: string) =>
  `List ${what} (filtered, sorted, paged: limit 1–500, default 25; offset); X-Total-Count carries the filtered total`;

/** A list's answer: the page's rows as the body, the filtered total in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', String(page.total ?? page.rows.length));
  return page.rows;
}

/**
 * A list's answer whose body PostgreSQL wrote as JSON text (lib/sql-json.ts): sent as it is,
 * with the content type Fastify gives JSON, and the filtered total in X-Total-Count.
 */
export function sendJsonPage(reply: FastifyReply, page: { body: string; total: number }) {
  return reply
    .header('X-Total-Count', String(page.total))
    .type('application/json; charset=utf-8')
    .send(page.body);
}
