import { Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconMessage, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** localStorage key of the visitor's rating (kept on the device only). */
export const RATING_KEY = 'nikah.rating';
/** Ratings from this value up are thanked with a share button; lower ones are asked for feedback. */
const HIGH_RATING = 4;

interface RateModalProps {
  opened: boolean;
  onClose: () => void;
  /** Opens the share dialog. */
  onShare: () => void;
}

/**
 * SPEC.md section 1's "rate us": one to five stars. A high rating is thanked and invited to share
 * the site; a low one is invited to tell us what to improve through the feedback form.
 */
export function RateModal({ opened, onClose, onShare }: RateModalProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useLocalStorage({
    key: RATING_KEY,
    defaultValue: 0,
    getInitialValueInEffect: false,
  });
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content data-testid="rate-modal">
        {/* The dialog's <header> is not a page banner: role none keeps one banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>{t('content.rate.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('app.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack align="center">
            <Text id="rate-question">{t('content.rate.question')}</Text>
            <Rating
              value={rating}
              onChange={setRating}
              size="xl"
              color="yellow.7"
              aria-labelledby="rate-question"
              getSymbolLabel={(i) => t('content.rate.starLabel', { count: i })}
              data-testid="rate-stars"
            />
            {rating > 0 && (
              <Stack gap="sm" align="center" role="status">
                <Text ta="center" fw={600}>
                  {t(rating >= HIGH_RATING ? 'content.rate.thanksHigh' : 'content.rate.thanksLow')}
                </Text>
                <Group justify="center">
                  {rating >= HIGH_RATING ? (
                    <Button
                      leftSection={<IconShare size={18} aria-hidden />}
                      onClick={() => {
                        onClose();
                        onShare();
                      }}
                    >
                      {t('content.rate.share')}
                    </Button>
                  ) : (
                    <Button
                      component={Link}
                      to="/feedback?category=Suggestion"
                      onClick={onClose}
                      leftSection={<IconMessage size={18} aria-hidden />}
                      data-testid="rate-feedback"
                    >
                      {t('content.rate.feedback')}
                    </Button>
                  )}
                </Group>
              </Stack>
            )}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
