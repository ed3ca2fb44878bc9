/**
 * The photos of the profile page (SPEC.md section 4, DESIGN.md D5): each opens full screen in a
 * lightbox with swipe, loaded only when first opened. The URLs are only those the server gave this
 * viewer (blurred before the captcha, originals after, the owner's own originals): the lightbox
 * shows the same URL, never a better one. A profile without photos shows its avatar instead.
 */
import { lazy, Suspense, useState } from 'react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import classes from './ProfilePhotos.module.css';

const PhotoLightbox = lazy(() => import('./PhotoLightbox'));

/** One photo as shown: its URL and its text alternative. */
export interface ShownPhoto {
  src: string;
  alt: string;
}

interface PhotoGalleryProps {
  photos: ShownPhoto[];
  /** Whose photos, for the lightbox's name. */
  name: string;
  /** `data-testid` of each picture. */
  testId: string;
  /** Class of each picture (its size on the page). */
  className?: string;
}

/** The photos side by side; pressing one opens the lightbox at it. */
export function PhotoGallery({ photos, name, testId, className }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {photos.map((p, i) => (
          <button
            key={p.src}
            type="button"
            className={classes.thumbButton}
            aria-label={t('discovery.detail.open', { n: i + 1 })}
            aria-haspopup="dialog"
            onClick={() => setIndex(i)}
          >
            <ResponsiveImage
              src={p.src}
              alt={p.alt}
              className={className ?? classes.photo}
              width={176}
              height={220}
              // The first photo is the page's largest image.
              priority={i === 0}
              data-testid={testId}
            />
          </button>
        ))}
      </Group>
      {index !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} name={name} start={index} onClose={() => setIndex(null)} />
        </Suspense>
      )}
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The picture of a profile without photos: the generated avatar the cards show (`thumbnail`), or
 * the initials when there is none. It is not a photo, so it opens nothing and says so in its alt.
 */
export function ProfileAvatar({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation();
  const alt = t('discovery.detail.avatarAlt', { name });
  if (src) {
    return (
      <ResponsiveImage
        src={src}
        alt={alt}
        className={classes.photo}
        width={176}
        height={220}
        priority
        data-testid="profile-avatar"
      />
    );
  }
  return (
    <div className={classes.initials} role="img" aria-label={alt} data-testid="profile-avatar">
      {initials(name)}
    </div>
  );
}
