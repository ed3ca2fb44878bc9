/**
 * A proposal's status (SPEC.md section 4) as a badge with an icon and words, never colour alone:
 * Sent is shown as Pending.
 */
import { Badge } from '@mantine/core';
import { IconCheck, IconClockHour4, IconEye, IconX, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProposalStatus } from '@nikah/shared';

/**
 * Tint, text colour and icon of each status. The text colours are dark enough for at least 4.5:1
 * on their tint (WCAG AA); Mantine's light badge text is lighter than that for orange and green.
 */
const LOOK: Record<ProposalStatus, { bg: string; fg: string; icon: TablerIcon }> = {
  Sent: { bg: '#fff4e6', fg: '#8a3c00', icon: IconClockHour4 },
  Opened: { bg: '#e7f5ff', fg: '#0b4a80', icon: IconEye },
  Accepted: { bg: '#ebfbee', fg: '#1b5e20', icon: IconCheck },
  Rejected: { bg: '#fff5f5', fg: '#a51111', icon: IconX },
};

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation();
  const { bg, fg, icon: Icon } = LOOK[status];
  return (
    <Badge
      variant="light"
      size="md"
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="proposal-status"
      data-status={status}
      style={{ flexShrink: 0, '--badge-bg': bg, '--badge-color': fg, '--badge-bd': `1px solid ${fg}33` }}
    >
      {t(`proposals.status.${status}`)}
    </Badge>
  );
}
