import { z } from 'zod';

export const versionInfoSchema = z.object({
  version: z.string(),
  environment: z.string(),
  buildDate: z.string().optional(),
  feedbackEmail: z.string(),
  sourceUrl: z.string(),
  vendorName: z.string(),
  /** DEFAULT_CURRENCY: the money field's first choice. */
  defaultCurrency: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** GET /api/keycloak-config: Keycloak's auth-server-url, realm and resource, issuer, clientId. */
export const identityConfigSchema = z.object({
  'auth-server-url': z.string(),
  realm: z.string().nullable(),
  resource: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether the built-in provider runs (local mode). */
  builtIn: z.boolean(),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
