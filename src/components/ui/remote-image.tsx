import { storageUrl, userImageUrl } from '@/lib/format/people';

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

/** A card's 16:9 picture: the same intrinsic size on every card, so grids keep their rows. */
export function CardImage({
  file,
  priority = false,
  className = 'content-card__image',
}: {
  file: string | null | undefined;
  priority?: boolean;
  className?: string;
}) {
  return (
    <RemoteImage
      className={className}
      file={file}
      alt=""
      width={480}
      height={270}
      priority={priority}
    />
  );
}

/**
 * A person's photo (default.png when none), decorative beside the written name; the shared
 * `avatar` class crops it to a circle.
 */
export function AvatarImage({
  image,
  className,
  size = 48,
}: {
  image: string | null | undefined;
  className: string;
  size?: number;
}) {
  return (
    <RemoteImage
      className={`avatar ${className}`}
      src={userImageUrl(image)}
      alt=""
      width={size}
      height={size}
    />
  );
}
