import { useState } from 'react';
import { AspectRatio } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { YOUTUBE_EMBED_BASE } from '../lib/site';
import classes from './VideoFacade.module.css';

const GRADIENTS = [
  'linear-gradient(135deg, #0a4534 0%, #157a59 60%, #22906a 100%)',
  'linear-gradient(135deg, #14325c 0%, #0e5a43 100%)',
  'linear-gradient(135deg, #0a4534 0%, #1b6f7a 100%)',
  'linear-gradient(135deg, #2b2a5e 0%, #0f6a4d 100%)',
];

const YOUTUBE_CODE = /^[A-Za-z0-9_-]{6,20}$/;

function gradientFor(code: string): string {
  let sum = 0;
  for (const ch of code) sum += ch.charCodeAt(0);
  return GRADIENTS[sum % GRADIENTS.length] ?? '#0a4534';
}

interface VideoFacadeProps {
  /** YouTube video id. */
  code: string;
  /** Accessible name of the button and the iframe; also shown on the poster unless `caption` is false. */
  title: string;
  /** Show the title on the poster (off when the card shows it right below). */
  caption?: boolean;
}

/**
 * A locally drawn poster that becomes the privacy-enhanced YouTube player only when tapped, so no
 * third-party request (player, thumbnail, cookies) is made before the visitor asks for the video.
 */
export function VideoFacade({ code, title, caption = true }: VideoFacadeProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const valid = YOUTUBE_CODE.test(code);

  return (
    <AspectRatio ratio={16 / 9} className={classes.frame}>
      {playing && valid ? (
        <iframe
          src={`${YOUTUBE_EMBED_BASE}${code}?autoplay=1&rel=0`}
          title={t('video.frameTitle', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={classes.iframe}
          data-testid="video-iframe"
        />
      ) : (
        <button
          type="button"
          className={classes.poster}
          style={{ background: gradientFor(code) }}
          onClick={() => setPlaying(true)}
          disabled={!valid}
          aria-label={t('video.play', { title })}
          data-testid="video-facade"
        >
          <span className={classes.play} aria-hidden>
            <IconPlayerPlayFilled size={30} />
          </span>
          {caption && (
            <span className={classes.caption} aria-hidden>
              {title}
            </span>
          )}
        </button>
      )}
    </AspectRatio>
  );
}
