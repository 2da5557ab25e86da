import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('OpenAPI document', () => {
  it('is public and lists every API route with its responses', async () => {
    const response = await context.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const routes = context.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('api/');
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/events',
      '/api/events/{id}',
      '/api/cfp-submissions',
      '/api/attendees',
      '/api/sponsorships',
      '/api/assets',
      '/api/stakeholders',
      '/api/approval-workflows',
      '/api/users/me',
      '/api/version',
    ]) {
      expect(paths).toContain(path);
    }
    for (const [path, operations] of Object.entries<Record<string, { responses?: object }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses, `${method} ${path} declares responses`).toBeTruthy();
      }
    }
  });

  it('serves the browsable documentation without a token', async () => {
    const response = await context.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const location = response.headers.location as string | undefined;
    const page = location
      ? await context.app.inject({ url: new URL(location, 'http://localhost/api/docs/').pathname })
      : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
