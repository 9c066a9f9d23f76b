import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, checkFiles, typeOf } from './file-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkFiles', () => {
  it('keeps JPEG, PNG, WebP and PDF files', () => {
    const added = [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.pdf', 'application/pdf'),
    ];
    expect(checkFiles([], added)).toEqual({ files: added, problems: [] });
  });

  it('refuses another type, naming the file', () => {
    const result = checkFiles([], [file('e.gif', 'image/gif'), file('f.exe', '')]);
    expect(result.files).toEqual([]);
    expect(result.problems).toEqual([
      { name: 'e.gif', rule: 'type' },
      { name: 'f.exe', rule: 'type' },
    ]);
  });

  it('refuses a file over 10 MB but keeps one of exactly 10 MB', () => {
    const exact = file('ok.pdf', 'application/pdf', ATTACHMENT_LIMITS.bytes);
    const result = checkFiles([], [exact, file('big.pdf', 'application/pdf', ATTACHMENT_LIMITS.bytes + 1)]);
    expect(result.files).toEqual([exact]);
    expect(result.problems).toEqual([{ name: 'big.pdf', rule: 'size' }]);
  });

  it('keeps at most five files, counting those already chosen', () => {
    const chosen = [1, 2, 3, 4].map((n) => file(`${n}.png`, 'image/png'));
    const result = checkFiles(chosen, [file('5.png', 'image/png'), file('6.png', 'image/png')]);
    expect(result.files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(result.problems).toEqual([{ name: '6.png', rule: 'count' }]);
  });
});

describe('typeOf', () => {
  it('reads the extension when the browser reports no type', () => {
    expect(typeOf({ name: 'Scan.PDF', type: '' })).toBe('application/pdf');
    expect(typeOf({ name: 'photo.jpeg', type: '' })).toBe('image/jpeg');
    expect(typeOf({ name: 'notes', type: '' })).toBe('');
  });
});
