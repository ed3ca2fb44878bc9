import { Children, useRef, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/**
 * A row of cards that scrolls sideways with native swipe and snapping: one card per view on phones
 * (the next one peeks in), two on tablets and three on desktops, where previous/next buttons sit
 * beside the cards. No carousel script: nothing is measured while the page loads, and swiping
 * uses the phone's own smooth scrolling. Works the same right to left.
 */
export function HomeCarousel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);

  /** Scrolls one card backwards (-1) or forwards (1) in the reading direction. */
  const move = (step: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    const slide = el.firstElementChild;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const width = (slide instanceof HTMLElement ? slide.offsetWidth : el.clientWidth) + gap;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: step * width * (rtl ? -1 : 1), behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={classes.carousel}>
      <ActionIcon
        variant="default"
        radius="xl"
        size={32}
        className={`${classes.carouselControl} ${classes.carouselPrev}`}
        onClick={() => move(-1)}
        aria-label={t('home.previous')}
      >
        <IconChevronLeft size={18} aria-hidden className={classes.chevron} />
      </ActionIcon>
      <div ref={track} className={classes.track}>
        {Children.map(children, (child) => (
          <div className={classes.slide}>{child}</div>
        ))}
      </div>
      <ActionIcon
        variant="default"
        radius="xl"
        size={32}
        className={`${classes.carouselControl} ${classes.carouselNext}`}
        onClick={() => move(1)}
        aria-label={t('home.next')}
      >
        <IconChevronRight size={18} aria-hidden className={classes.chevron} />
      </ActionIcon>
    </div>
  );
}
