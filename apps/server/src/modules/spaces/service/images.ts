import { decodeFile, type Storage } from '../../../core/storage/index.ts';
import { AppError } from '../../../errors.ts';

const MAX_IMAGE_MB = 2;

/**
 * An avatar or logo as it will be stored: a `data:image/…` URL is put into the core storage and replaced by its
 * hash (docs/product-decisions.md §7); a hash or an address is kept as it is. Images only, 2 MB at most (docs/product-decisions.md §8).
 */
export async function storeImageInput(
  value: string | null | undefined,
  field: string,
  ctx: { storage: Storage; sub: string },
): Promise<string | null | undefined> {
  if (!value?.startsWith('data:')) return value;
  const { bytes, type } = decodeFile(value, field);
  if (!type?.startsWith('image/') || type === 'image/svg+xml') {
    throw new AppError('upload.not_image', `${field}: must be a PNG, JPEG, GIF or WebP image`, [
      { field, rule: 'image', message: 'must be a PNG, JPEG, GIF or WebP image' },
    ]);
  }
  if (bytes.byteLength > MAX_IMAGE_MB * 1024 * 1024) {
    throw new AppError('upload.image_too_large', `${field}: must be at most ${MAX_IMAGE_MB} MB`, {
      fields: [{ field, rule: 'max_size', message: 'must be at most 2 MB', params: { max: MAX_IMAGE_MB } }],
      params: { max: MAX_IMAGE_MB },
    });
  }
  const saved = await ctx.storage.save({ bytes, type, enc: false, createdBy: ctx.sub });
  return saved.hash;
}
