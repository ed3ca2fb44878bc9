/**
 * A proposal's status (SPEC.md section 4) as a badge with an icon and words, never colour alone:
 * Sent is shown as Pending.
 */
import { Badge } from '@mantine/core';
import { IconCheck, IconClockHour4, IconEye, IconX, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProposalStatus } from '@nikah/shared';

/** Colour and icon of each status; the dark text shade keeps the contrast on the light tint. */
const LOOK: Record<ProposalStatus, { color: string; icon: TablerIcon }> = {
  Sent: { color: 'orange', icon: IconClockHour4 },
  Opened: { color: 'blue', icon: IconEye },
  Accepted: { color: 'green', icon: IconCheck },
  Rejected: { color: 'red', icon: IconX },
};

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation();
  const { color, icon: Icon } = LOOK[status];
  return (
    <Badge
      variant="light"
      color={color}
      c={`${color}.9`}
      size="md"
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="proposal-status"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {t(`proposals.status.${status}`)}
    </Badge>
  );
}
