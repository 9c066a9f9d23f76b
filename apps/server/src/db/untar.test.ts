import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { untar } from './untar.ts';

/** One ustar entry: a 512-byte header (checksum left blank: untar does not read it) and the padded content. */
function entry(name: string, type: string, content = ''): Buffer {
  const header = Buffer.alloc(512);
  // ustar keeps a long path's leading directories in the prefix field, split at a slash.
  const cut = name.length > 100 ? name.indexOf('/', name.length - 101) : -1;
  header.write(cut < 0 ? name : name.slice(cut + 1), 0, 'utf8');
  if (cut >= 0) header.write(name.slice(0, cut), 345, 'utf8');
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  header.write(type, 156, 'ascii');
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  body.write(content, 0, 'utf8');
  return Buffer.concat([header, body]);
}
const archive = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);

describe('untar', () => {
  const dirs: string[] = [];
  const target = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tt-untar-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes directories and files (leading slashes dropped, sizes past one block kept whole)', () => {
    const dir = target();
    const big = 'x'.repeat(700);
    const files = untar(
      archive(entry('/base', '5'), entry('/base/1/112', '0', big), entry('/PG_VERSION', '0', '17\n')),
      dir,
    );
    expect(files).toBe(2);
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dir, 'base/1/112'), 'utf8')).toBe(big);
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'base']);
  });

  it('joins the ustar prefix to the name of a long path', () => {
    const dir = target();
    const long = `${'d'.repeat(60)}/${'e'.repeat(60)}/file`;
    untar(archive(entry(long, '0', 'ok')), dir);
    expect(readFileSync(path.join(dir, long), 'utf8')).toBe('ok');
  });

  it('refuses an entry that would leave the target directory', () => {
    expect(() => untar(archive(entry('../escape', '0', 'no')), target())).toThrow(/leaves the target/);
  });

  it('refuses entry types a data directory never holds (a symbolic link)', () => {
    expect(() => untar(archive(entry('/link', '2')), target())).toThrow(/unsupported type "2"/);
  });
});
