import type { Page } from '@playwright/test';

/** The signed-in page's access token, as oidc-client-ts stores it. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith('oidc.user:')) {
          return (JSON.parse(storage.getItem(key)!) as { access_token: string }).access_token;
        }
      }
    }
    return null;
  });
  if (!token) throw new Error('Not signed in: no oidc.user entry in browser storage');
  return token;
}

/** POSTs JSON to the API as the page's signed-in user and returns the created record. */
export async function postAsUser<T = { id: number }>(
  page: Page,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  });
  if (!response.ok())
    throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
