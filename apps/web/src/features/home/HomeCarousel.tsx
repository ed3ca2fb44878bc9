import { Children, type ReactNode } from 'react';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/**
 * One card per slide on phones (the next card peeks in, swipe to move), two on tablets and three on
 * desktops, where the previous/next buttons sit beside the cards instead of over them.
 */
export function HomeCarousel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Carousel
      slideSize={{ base: '90%', sm: '50%', lg: '33.3333%' }}
      slideGap="md"
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
      controlSize={32}
      controlsOffset={0}
      classNames={{ root: classes.carousel, controls: classes.carouselControls }}
      previousControlProps={{ 'aria-label': t('home.previous') }}
      nextControlProps={{ 'aria-label': t('home.next') }}
    >
      {Children.map(children, (child) => (
        <Carousel.Slide>{child}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
