import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from '../src/modules/ipfs/multipart.ts';

const body = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'));

describe('multipart/form-data parser', () => {
  it('reads the boundary, quoted or not, only from multipart/form-data', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
  });

  it('splits parts with names, file names, types and exact bytes (CRLF inside content survives)', () => {
    const parts = parseMultipart(
      body(
        'preamble\n--XX\nContent-Disposition: form-data; name="title"\n\nhello\n' +
          '--XX\ncontent-disposition: form-data; filename="a.png"; name=file\ncontent-type: image/png\n\nline1\nline2\n' +
          '--XX\nContent-Disposition: form-data; name="empty"\n\n\n--XX--\nepilogue',
      ),
      'XX',
    );
    expect(parts?.map((p) => [p.name, p.filename, p.type, p.bytes.toString()])).toEqual([
      ['title', undefined, undefined, 'hello'],
      ['file', 'a.png', 'image/png', 'line1\r\nline2'],
      ['empty', undefined, undefined, ''],
    ]);
  });

  it('keeps binary content byte for byte', () => {
    const binary = Buffer.from([0, 13, 10, 45, 45, 255, 13, 10]);
    const whole = Buffer.concat([
      body('--b\nContent-Disposition: form-data; name="file"\n\n'),
      binary,
      body('\n--b--\n'),
    ]);
    expect(parseMultipart(whole, 'b')?.[0]?.bytes).toEqual(binary);
  });

  it.each([
    ['no delimiter at all', 'just text'],
    ['a delimiter glued to text', 'x--b\nContent-Disposition: form-data; name="f"\n\nv\n--b--'],
    ['no close delimiter', '--b\nContent-Disposition: form-data; name="f"\n\nv'],
    ['a part without headers', '--b\n\nv\n--b--'],
    ['a part that is not form-data', '--b\nContent-Disposition: attachment; name="f"\n\nv\n--b--'],
    ['a part without a name', '--b\nContent-Disposition: form-data\n\nv\n--b--'],
    ['a header line without a colon', '--b\nContent-Disposition: form-data; name="f"\nbroken\n\nv\n--b--'],
    ['text after a delimiter', '--b junk\nContent-Disposition: form-data; name="f"\n\nv\n--b--'],
  ])('refuses %s', (_case, text) => {
    expect(parseMultipart(body(text), 'b')).toBeNull();
  });
});
