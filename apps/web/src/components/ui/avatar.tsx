import { StoredImage } from './stored-image';

/** docs/product.md §7/§9: the fixed image shown when a user or space has no avatar, or when it fails to load. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export type AvatarProps = {
  /** A storage hash or an address; empty shows the default avatar. */
  src: string | null | undefined;
  alt: string;
  /** docs/product.md §9: 28px in the menu, 48px in the header. */
  size: number;
  className?: string;
};

/** A round avatar: fetched by stored hash, the default avatar on an empty value or a load error (logged). */
export function Avatar({ src, alt, size, className }: AvatarProps) {
  return (
    <StoredImage
      src={src}
      alt={alt}
      width={size}
      height={size}
      rounded={size / 2}
      fallback={DEFAULT_AVATAR}
      {...(className ? { className } : {})}
    />
  );
}
