/**
 * The member menu's count of new received proposals (`new_count`), refreshed on window focus,
 * every minute at most and after proposal writes; nothing when there is none.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNewProposalCount } from './queries';

export function ProposalsNavBadge() {
  const { t } = useTranslation();
  const count = useNewProposalCount();
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      variant="filled"
      circle={count < 10}
      aria-label={t('proposals.nav.newCount', { count })}
      data-testid="nav-proposals-count"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
