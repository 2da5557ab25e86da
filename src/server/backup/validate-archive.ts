import { BackupError, type ArchiveHeader, type ArchiveTrailer } from './archive-format';
import { readArchive } from './archive-reader';

export interface ValidArchive {
  header: ArchiveHeader;
  trailer: ArchiveTrailer;
}

/** Reads a whole archive, checking everything a restore relies on, without writing anything. */
export async function validateArchive(file: string, name = file): Promise<ValidArchive> {
  let header: ArchiveHeader | undefined;
  for await (const item of readArchive(file, name)) {
    if (item.kind === 'header') header = item.header;
    if (item.kind === 'trailer') return { header: header!, trailer: item.trailer };
  }
  throw new BackupError(`${name} ended without its trailer.`);
}
