import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BLOCK = 512;

/** A NUL-terminated ASCII field of a tar header. */
function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
}

/**
 * Writes the regular files and directories of an uncompressed (ustar) tar archive under `target`. Only what
 * PGlite's `dumpDataDir` produces is understood; any other entry type, or a path that would leave `target`, is
 * refused rather than skipped, so a damaged archive never yields a half-written data directory that looks whole.
 * Synchronous: it runs once, at a first start, where a thousand awaited small writes cost several times more.
 */
export function untar(archive: Buffer, target: string): number {
  const root = path.resolve(target);
  let offset = 0;
  let files = 0;
  const made = new Set<string>();
  const directory = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive; one is enough to stop reading.
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const relative = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
    const destination = path.resolve(root, relative);
    if (destination !== root && !destination.startsWith(`${root}${path.sep}`))
      throw new Error(`tar entry ${JSON.stringify(relative)} leaves the target directory`);
    offset += BLOCK;
    if (type === '5') directory(destination);
    else if (type === '0' || type === '\0') {
      directory(path.dirname(destination));
      writeFileSync(destination, archive.subarray(offset, offset + size));
      files += 1;
    } else
      throw new Error(`tar entry ${JSON.stringify(relative)} has unsupported type ${JSON.stringify(type)}`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
