import { type CSSProperties, useState } from 'react';
import { resolveImageSource } from '../../lib/resolve-image-source';

/** docs/product.md §9: images are 80x40 with a radius of 8 unless a caller says otherwise. */
const DEFAULT_RADIUS = 8;

export type StoredImageProps = {
  /** A storage hash, or an address (`http…`, `/…`, `data:…`) used as it is. */
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** true: the default radius; a number: that radius in px; false: square corners. */
  rounded?: boolean | number;
  /** Shown when `src` is empty or fails to load (docs/product.md §7: a default avatar, for instance). */
  fallback?: string;
  className?: string;
};

/**
 * An image that may live in storage (docs/product.md §3). A failed load is logged and replaced by the fallback, once: the
 * fallback failing too leaves it as it is instead of looping.
 */
export function StoredImage({
  src,
  alt,
  width = 80,
  height = 40,
  rounded = true,
  fallback,
  className,
}: StoredImageProps) {
  const resolved = resolveImageSource(src);
  // Remembers which source failed, so a new `src` gets its own chance without an effect to reset state.
  const [failedSource, setFailedSource] = useState<string>();
  const useFallback = !resolved || failedSource === resolved;
  const shown = useFallback ? fallback : resolved;
  const radius = rounded === true ? DEFAULT_RADIUS : rounded === false ? 0 : rounded;
  const style: CSSProperties = { width, height, borderRadius: radius, objectFit: 'cover' };

  if (!shown) {
    // Nothing to show: keep the space so the layout does not jump when an image arrives later.
    return (
      <span
        className={['d-inline-block bg-body-secondary', className].filter(Boolean).join(' ')}
        style={style}
        title={alt}
        data-testid="stored-image-empty"
      />
    );
  }
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      loading="lazy"
      decoding="async"
      onError={() => {
        console.error(`StoredImage: could not load ${shown}`);
        if (!useFallback && resolved) setFailedSource(resolved);
      }}
    />
  );
}
