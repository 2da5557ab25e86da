import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, parameters included: `/api/events/:id`. */
  url: string;
}

const TREE_LINE = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/;

/**
 * Every route of a ready app with each of its methods, read from Fastify's own route tree
 * (printRoutes with full paths at each level, four characters of indentation per level).
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}
