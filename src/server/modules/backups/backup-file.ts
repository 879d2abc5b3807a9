/**
 * One backup file: a first line naming the format, a JSON header, then the parts' bytes one after
 * another (the database dump, then each photo). The header carries a SHA-256 over the header's
 * other fields and every byte after it, so a truncated, corrupted or edited file is refused before
 * anything is restored (docs/decisions/0138).
 */
import { createHash } from 'node:crypto';

const MAGIC = 'SAFFRON-SUGAR-BACKUP 1';

export interface BackupPart {
  /** `database` or `photos/<object key>`. */
  name: string;
  bytes: Buffer;
}

export interface BackupHeader {
  /** Which database the dump is for: a PGlite data folder or a pg_dump archive. */
  kind: 'pglite' | 'postgres';
  /** The last migration applied when the backup was made. */
  schema: string;
  createdAt: string;
  parts: Array<{ name: string; size: number }>;
  sha256: string;
}

export class BadBackupFile extends Error {}

function checksum(fields: Omit<BackupHeader, 'sha256'>, payload: Buffer[]): string {
  const hash = createHash('sha256').update(JSON.stringify(fields));
  for (const bytes of payload) hash.update(bytes);
  return hash.digest('hex');
}

export function encodeBackup(meta: Pick<BackupHeader, 'kind' | 'schema' | 'createdAt'>, parts: BackupPart[]): Buffer {
  const fields = {
    kind: meta.kind,
    schema: meta.schema,
    createdAt: meta.createdAt,
    parts: parts.map((part) => ({ name: part.name, size: part.bytes.length })),
  };
  const header: BackupHeader = {
    ...fields,
    sha256: checksum(
      fields,
      parts.map((p) => p.bytes),
    ),
  };
  return Buffer.concat([Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`), ...parts.map((p) => p.bytes)]);
}

/** Reads and checks a backup file; throws BadBackupFile when it is not one or fails its checksum. */
export function decodeBackup(file: Buffer): { header: BackupHeader; parts: BackupPart[] } {
  const firstEnd = file.indexOf(0x0a);
  if (firstEnd < 0 || file.subarray(0, firstEnd).toString('utf8') !== MAGIC) {
    throw new BadBackupFile('This is not a Saffron & Sugar backup file.');
  }
  const headerEnd = file.indexOf(0x0a, firstEnd + 1);
  if (headerEnd < 0) throw new BadBackupFile('The backup file is cut short (no header).');
  let header: BackupHeader;
  try {
    header = JSON.parse(file.subarray(firstEnd + 1, headerEnd).toString('utf8')) as BackupHeader;
  } catch {
    throw new BadBackupFile('The backup file header is damaged.');
  }
  const parts: BackupPart[] = [];
  let offset = headerEnd + 1;
  for (const { name, size } of header.parts ?? []) {
    parts.push({ name, bytes: file.subarray(offset, offset + size) });
    offset += size;
  }
  const { sha256, ...fields } = header;
  if (
    offset !== file.length ||
    sha256 !==
      checksum(
        fields,
        parts.map((p) => p.bytes),
      )
  ) {
    throw new BadBackupFile('The backup file fails its checksum: it is damaged or incomplete. Nothing was restored.');
  }
  return { header, parts };
}
