import { storageUrl } from '@/lib/format/people';

interface RemoteImageProps {
  /** A file under `{API host}/storage/`, or a full URL built with `storageUrl`/`userImageUrl`. */
  file?: string | null | undefined;
  src?: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: fetched first and eagerly. Everything else waits until it is near. */
  priority?: boolean;
  className?: string;
}

/**
 * An image with its intrinsic size, so the page keeps its layout while it loads, loaded lazily
 * below the fold.
 */
export function RemoteImage({
  file,
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: RemoteImageProps) {
  return (
    <img
      className={className}
      src={src ?? storageUrl(file)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
