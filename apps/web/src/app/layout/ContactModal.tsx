import {
  Anchor,
  Button,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { socialLinks, useSiteContacts } from './contactLinks';
import classes from './dialogs.module.css';

interface ContactModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * SPEC.md section 2: the Contact us dialog with the social icons, the e-mail and the feedback form.
 * The icons and the e-mail are the configured ones (`GET /api/configs/site/`); unset ones are left out.
 */
export function ContactModal({ opened, onClose }: ContactModalProps) {
  const { t } = useTranslation();
  const contacts = useSiteContacts().data;
  const links = socialLinks(contacts);
  const email = contacts?.email;
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content data-testid="contact-modal">
        {/* The dialog's <header> is not a page banner: role none keeps one banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>{t('content.contact.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('app.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            <Text>{t('content.contact.text')}</Text>
            {links.length > 0 && (
              <SimpleGrid cols={4} spacing="xs" data-testid="social-links">
                {links.map(({ key, href, icon: Icon, color }) => (
                  <UnstyledButton
                    key={key}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.social}
                    data-testid={`social-${key}`}
                  >
                    <span className={classes.socialIcon} style={{ background: color }} aria-hidden>
                      <Icon size={26} />
                    </span>
                    <Text component="span" fz="xs" fw={600}>
                      {t(`content.contact.${key}`)}
                    </Text>
                    <VisuallyHidden>{t('app.newTab')}</VisuallyHidden>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            )}
            {email && (
              <Anchor href={`mailto:${email}`} fw={600} data-testid="contact-email">
                <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                {t('content.contact.email')}: <span dir="ltr">{email}</span>
              </Anchor>
            )}
            <Button
              component={Link}
              to="/feedback"
              variant="light"
              onClick={onClose}
              leftSection={<IconMessage size={18} aria-hidden />}
            >
              {t('content.contact.feedback')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
