import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useRootData } from '../root';

/**
 * The neutral tile shown when a picture is missing or the image host fails (pages stay usable
 * offline): inline SVG, not an `<img>` of a data URL, so that a tile drawn after a failed download
 * is not taken for the page's largest picture (Lighthouse's LCP) long after the page has painted.
 */
function PlaceholderTile({ alt, size, className }: { alt: string; size: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-label={alt}
      className={className}
      style={{ display: 'block', flex: 'none' }}
      data-placeholder=""
    >
      <rect width="64" height="64" rx="10" fill="#dee2e6" />
      <path d="M20 44l9-12 7 9 5-6 7 9z" fill="#adb5bd" />
      <circle cx="25" cy="24" r="5" fill="#adb5bd" />
    </svg>
  );
}

/** Resolves a document's `img` (absolute URL, a site path such as `/img/items/1.png`, or a path under IMAGE_BASE_URL). */
export function imageUrl(base: string, img: string | undefined): string | undefined {
  if (!img) return undefined;
  if (/^(https?:|data:|\/)/.test(img)) return img;
  return `${base.replace(/\/$/, '')}/${img.replace(/^\//, '')}`;
}

interface GameImageProps extends Omit<ImageProps, 'src'> {
  img?: string;
  alt: string;
  size?: number;
}

export function GameImage({ img, alt, size = 48, ...props }: GameImageProps) {
  const base = useRootData()?.publicConfig.imageBaseUrl ?? '';
  const [failed, setFailed] = useState(false);
  const src = imageUrl(base, img);
  const ref = useRef<HTMLImageElement>(null);
  // An image of the server's HTML may fail before hydration, when no onError listener exists yet.
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed || !src) return <PlaceholderTile alt={alt} size={size} className={props.className} />;
  return (
    <Image
      ref={ref}
      src={src}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      loading="lazy"
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
