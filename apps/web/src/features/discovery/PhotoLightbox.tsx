/**
 * The full-screen view of a profile's photos (loaded lazily by `PhotoGallery`): previous and next
 * buttons, the arrow keys and a horizontal swipe move between photos (mirrored in right-to-left
 * languages), Escape or the close button ends it. No library: Mantine's Modal plus pointer events.
 */
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { languageDir } from '../../i18n';
import type { ShownPhoto } from './ProfilePhotos';
import classes from './ProfilePhotos.module.css';

/** A horizontal move shorter than this (CSS px) is a tap, not a swipe. */
const SWIPE_MIN_PX = 40;

interface PhotoLightboxProps {
  photos: ShownPhoto[];
  name: string;
  /** Index of the photo shown first. */
  start: number;
  onClose: () => void;
}

export default function PhotoLightbox({ photos, name, start, onClose }: PhotoLightboxProps) {
  const { t, i18n } = useTranslation();
  const rtl = languageDir(i18n.language) === 'rtl';
  const [index, setIndex] = useState(start);
  const downX = useRef<number | null>(null);
  const total = photos.length;
  const photo = photos[index] ?? photos[0];
  const go = (step: number) => setIndex((i) => (i + step + total) % total);

  // On the document, not the dialog: after a swipe or a click the focus may sit on the page body.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      const forward = e.key === 'ArrowRight' ? !rtl : rtl;
      setIndex((i) => (i + (forward ? 1 : -1) + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rtl, total]);

  if (!photo) return null;
  const onPointerUp = (e: React.PointerEvent) => {
    const from = downX.current;
    downX.current = null;
    if (from === null) return;
    const dx = e.clientX - from;
    if (Math.abs(dx) < SWIPE_MIN_PX) return;
    // A swipe towards the start of the line brings the next photo, as when turning a page.
    const forward = rtl ? dx > 0 : dx < 0;
    go(forward ? 1 : -1);
  };

  const [PreviousIcon, NextIcon] = rtl
    ? [IconChevronRight, IconChevronLeft]
    : [IconChevronLeft, IconChevronRight];
  return (
    <Modal.Root opened onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content className={classes.lightbox} data-testid="photo-lightbox">
        {/* The dialog's <header> is not a page banner: role none keeps one banner landmark. */}
        <Modal.Header role="none" className={classes.lightbox}>
          <Modal.Title>{t('discovery.detail.lightbox', { name })}</Modal.Title>
          <Modal.CloseButton aria-label={t('discovery.detail.close')} c="white" />
        </Modal.Header>
        <Modal.Body
          className={classes.lightboxBody}
          onPointerDown={(e) => {
            downX.current = e.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            downX.current = null;
          }}
        >
          <ResponsiveImage
            src={photo.src}
            alt={photo.alt}
            // The screen's width; the 4:5 of the cards only reserves room, CSS fits the photo.
            sizes="100vw"
            width={1200}
            height={1500}
            priority
            className={classes.lightboxImage}
            draggable={false}
            data-testid="lightbox-image"
          />
          {total > 1 && (
            <>
              <ActionIcon
                className={`${classes.lightboxNav} ${classes.lightboxPrevious}`}
                variant="white"
                color="dark"
                size="xl"
                radius="xl"
                aria-label={t('discovery.detail.previous')}
                onClick={() => go(-1)}
                data-testid="lightbox-previous"
              >
                <PreviousIcon aria-hidden />
              </ActionIcon>
              <ActionIcon
                className={`${classes.lightboxNav} ${classes.lightboxNext}`}
                variant="white"
                color="dark"
                size="xl"
                radius="xl"
                aria-label={t('discovery.detail.next')}
                onClick={() => go(1)}
                data-testid="lightbox-next"
              >
                <NextIcon aria-hidden />
              </ActionIcon>
            </>
          )}
          <Text className={classes.lightboxCounter} aria-live="polite" data-testid="lightbox-counter">
            {t('discovery.detail.counter', { n: index + 1, total })}
          </Text>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
