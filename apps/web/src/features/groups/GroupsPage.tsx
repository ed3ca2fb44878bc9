/**
 * The group forum page `/chatgroup` (SPEC.md sections 2, 4, 6 and 8; DESIGN.md D8; issue 10),
 * members only (visitors go to /login): a sidebar (welcome line, the create-group box for
 * superusers, the groups with unread badges and Join / Leave / Delete) and the open group's chat
 * pane. On phones one of the two shows at a time (Back returns to the list).
 */
import { useState } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession, useSessionEnd, type Session } from '../../app/session';
import { GroupChat } from './GroupChat';
import { GroupSidebar } from './GroupSidebar';
import { useGroupPush } from './push';
import { useGroups } from './queries';
import classes from './groups.module.css';

export function GroupsPage() {
  const session = useSession();
  const ended = useSessionEnd();
  if (!session) return ended ? null : <Navigate to="/login" replace />;
  return <Forums session={session} />;
}

function Forums({ session }: { session: Session }) {
  const { t } = useTranslation();
  useDocumentTitle(t('groups.page.title'));
  const [openName, setOpenName] = useState<string | null>(null);
  const pushUp = useGroupPush(openName);
  // While the socket is down, the list (unread counts) and the open group are polled.
  const groups = useGroups(!pushUp);
  const open = groups.data?.groups.find((g) => g.group_name === openName) ?? null;
  const openGroup = (name: string) => {
    setOpenName(name);
    // On phones the pane replaces the list: show it from its top.
    window.scrollTo({ top: 0 });
  };
  return (
    <Box className={classes.page} data-testid="groups-page" data-open={open ? 'chat' : 'list'}>
      <Box className={classes.sidebar}>
        <GroupSidebar
          session={session}
          query={groups}
          openName={open?.group_name ?? null}
          onOpen={openGroup}
        />
      </Box>
      <Box className={classes.chat}>
        <GroupChat session={session} group={open} poll={!pushUp} onBack={() => setOpenName(null)} />
      </Box>
    </Box>
  );
}
