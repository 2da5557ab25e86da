import type { Db } from '../../db/client';
import { assets } from '../../db/schema/index';
import { newStorageKey } from '../../plugins/storage/file-storage';

type AssetRow = typeof assets.$inferSelect;
type AssetValues = typeof assets.$inferInsert;

const TRAITS = {
  /** A written asset: content in the row, no file. */
  text: () => ({
    filePath: null,
    content: 'Jane speaks about open source governance.',
    fileSize: 41,
    mimeType: 'text/plain',
    type: 'bio',
  }),
  /** A PDF whose storage key points nowhere (metadata only). */
  pdf: () => ({
    filePath: newStorageKey('pdf'),
    content: null,
    fileSize: 1024,
    mimeType: 'application/pdf',
    type: 'presentation',
  }),
  'trip-report': () => ({ type: 'trip_report', name: 'Trip report' }),
  headshot: () => ({
    filePath: newStorageKey('png'),
    content: null,
    fileSize: 68,
    mimeType: 'image/png',
    type: 'headshot',
  }),
} satisfies Record<string, () => Partial<AssetValues>>;

let sequence = 0;

export interface AssetOptions extends Partial<AssetValues> {
  /** The uploader (users.id); also the creator. */
  uploadedBy: number;
  traits?: (keyof typeof TRAITS)[];
}

/** An asset row with sensible defaults (a text bio unless traits say otherwise). */
export async function createAsset(db: Db, options: AssetOptions): Promise<AssetRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const [row] = await db
    .insert(assets)
    .values({
      name: `Asset ${sequence}`,
      description: `Description of asset ${sequence}`,
      ...TRAITS.text(),
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      createdById: options.uploadedBy,
      ...overrides,
    })
    .returning();
  return row!;
}
