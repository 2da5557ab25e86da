import { expect } from 'vitest';
import type { actingAs } from './requests';

/** Text PostgreSQL's JSON and JSON.stringify must escape alike. */
export const AWKWARD_TEXTS = [
  'quote " backslash \\ slash / </script>',
  'lines\nand\ttabs\r\u0008\u000c',
  'controls \u0001 \u001f \u007f \u0085',
  'unicode é 中文 😀 \u2028 \u2029 \ufeff',
];

/**
 * A list whose body PostgreSQL writes as JSON text answers, byte for byte, the JSON array of its
 * records' own answers (`${path}/{id}`, serialised by Node through the record's schema).
 */
export async function expectListOfOwnAnswers(
  api: Awaited<ReturnType<typeof actingAs>>,
  path: string,
  query: string,
) {
  const listed = await api.inject({ url: `${path}?${query}` });
  expect(listed.statusCode).toBe(200);
  const ids = (listed.json() as { id: number }[]).map((record) => record.id);
  expect(ids.length).toBeGreaterThan(0);
  const one = await Promise.all(ids.map((id) => api.inject({ url: `${path}/${id}` })));
  expect(listed.body).toBe(`[${one.map((response) => response.body).join(',')}]`);
  expect(listed.headers['content-type']).toBe(one[0]!.headers['content-type']);
  return listed;
}
