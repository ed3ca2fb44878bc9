/**
 * One proposal on the proposals page (SPEC.md sections 2 and 4): the other family's card, the
 * status, the date, the sender's note (with the scam warning when the shield matched it), the
 * rejection reason (both sides see it) and, on a received one still open,
 * Accept and Reject. A received proposal opens the sender's profile `?from=proposal` (DESIGN.md
 * D6: contact details at any hour), which also marks it Opened.
 */
import { useRefLabel } from '../../i18n/refLabel';
import { joinList } from '../../i18n/format';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOpenProposal, type ProposalItem } from '@nikah/shared';
import type { ProposalBox } from '../../lib/endpoints';
import { StatusBadge } from './StatusBadge';
import classes from './proposals.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The link to the other party's profile; from a received proposal it carries `from=proposal`. */
export function proposalProfileHref(box: ProposalBox, slug: string): string {
  const path = `/profiles/${encodeURIComponent(slug)}`;
  return box === 'received' ? `${path}?from=proposal` : path;
}

export function ProposalCard({
  item,
  box,
  eager,
  onAccept,
  onReject,
  accepting,
}: {
  item: ProposalItem;
  box: ProposalBox;
  eager: boolean;
  onAccept: (item: ProposalItem) => void;
  onReject: (item: ProposalItem) => void;
  /** True while this card's Accept is being sent. */
  accepting: boolean;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRefLabel();
  const p = item.profile;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(item.created_on),
  );
  const place = joinList(
    [ref.label('city', p.city_current || p.city), ref.label('state', p.state_current || p.state)],
    i18n.resolvedLanguage,
  );
  const facts = [t('proposals.card.age', { age: p.age }), p.occupation].filter(Boolean);
  const canDecide = box === 'received' && isOpenProposal(item.status);
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      className={classes.card}
      data-testid="proposal-card"
      data-status={item.status}
      data-code={p.profile_code}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        {p.thumbnail ? (
          <img
            src={p.thumbnail}
            alt={t('profile.photoAlt', { name: p.full_name })}
            width={72}
            height={90}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={classes.photo}
          />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            {initials(p.full_name)}
          </div>
        )}
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" align="flex-start" wrap="wrap">
            <Title order={2} fz="md" className={classes.name}>
              <Link
                to={proposalProfileHref(box, item.slug)}
                className={classes.link}
                aria-label={t('proposals.card.view', { name: p.full_name })}
                data-testid="proposal-link"
              >
                <bdi>{p.full_name}</bdi>
              </Link>
            </Title>
            <Group gap={6} wrap="wrap">
              {box === 'received' && item.status === 'Sent' && (
                <Badge variant="filled" size="md" data-testid="proposal-new">
                  {t('proposals.card.new')}
                </Badge>
              )}
              <StatusBadge status={item.status} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            <bdi dir="ltr">{p.profile_code}</bdi>
            {facts.map((f) => (
              <span key={f}>
                {' · '}
                <bdi>{f}</bdi>
              </span>
            ))}
          </Text>
          {place && (
            <Text size="sm" c="dimmed">
              <bdi>{place}</bdi>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(box === 'received' ? 'proposals.card.receivedOn' : 'proposals.card.sentOn', { date })}
          </Text>
        </Stack>
      </Group>
      {item.note && (
        <Stack gap={4} mt="sm" data-testid="proposal-note">
          <Text size="sm" className={classes.reason}>
            <Text span fw={600}>
              {t('proposals.card.note')}:
            </Text>{' '}
            <bdi>{item.note}</bdi>
          </Text>
          {item.note_scam && (
            <Alert
              color="red"
              variant="light"
              p="xs"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              data-testid="proposal-note-scam"
            >
              <Text size="sm">{t('proposals.card.noteScam')}</Text>
            </Alert>
          )}
        </Stack>
      )}
      {item.status === 'Rejected' && item.message && (
        <Text size="sm" mt="sm" className={classes.reason} data-testid="proposal-reason">
          <Text span fw={600}>
            {t('proposals.card.reason')}:
          </Text>{' '}
          <bdi>{item.message}</bdi>
        </Text>
      )}
      {item.status === 'Accepted' && (
        <Text size="sm" mt="sm" style={{ color: '#1b5e20' }}>
          {t('proposals.card.accepted')}
        </Text>
      )}
      {canDecide && (
        <Group gap="xs" mt="sm" className={classes.above}>
          <Button
            size="sm"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={accepting}
            onClick={() => onAccept(item)}
            data-testid="proposal-accept"
          >
            {t('proposals.card.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            color="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onReject(item)}
            data-testid="proposal-reject"
          >
            {t('proposals.card.reject')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
