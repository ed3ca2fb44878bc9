/**
 * The friend chat page, `/chatindex` (SPEC.md sections 2, 4, 5 and 8; DESIGN.md section 3; issue
 * 10). Members only (visitors go to /login). The guidelines popup shows on entry until the member
 * agrees once; then the friend list and the open conversation (`?with=<friend id>`), side by side
 * on wide screens and as two screens on phones. The page fills the screen below the top bar
 * (100dvh), so the send box stays in view with the phone's keyboard open.
 */
import { useCallback } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { QueryError } from '../../components/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession, useSessionEnd } from '../../app/session';
import { ChatPane } from './ChatPane';
import { FriendList } from './FriendList';
import { GuidelinesDialog } from './GuidelinesDialog';
import { useChatGuidelines, useFriends } from './queries';
import { useChatLive } from './useChatLive';
import classes from './chat.module.css';

export function ChatPage() {
  const session = useSession();
  const ended = useSessionEnd();
  if (!session) return ended ? null : <Navigate to="/login" replace />;
  if (session.profileId === null) return <Navigate to="/signup" replace />;
  return <Chat me={session.profileId} />;
}

/** The friend id of `?with=`, or null. */
function friendParam(params: URLSearchParams): number | null {
  const n = Number(params.get('with'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

function Chat({ me }: { me: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.page.title'));
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const guidelines = useChatGuidelines();
  const agreed = guidelines.data?.accepted === true;
  const friends = useFriends(me, agreed);
  const wanted = friendParam(params);
  const friend = friends.data?.friends.find((f) => f.friend_id === wanted) ?? null;
  const live = useChatLive(me, agreed ? (friend?.friend_id ?? null) : null);
  const { markOpenRead } = live;
  const onMessages = useCallback(() => markOpenRead(), [markOpenRead]);

  const select = (id: number) => setParams({ with: String(id) }, { replace: !phone });
  const back = () => {
    if (phone && window.history.length > 1 && wanted !== null) window.history.back();
    else setParams({}, { replace: true });
  };

  let body;
  if (guidelines.isPending || (agreed && friends.isPending)) {
    body = (
      <Group justify="center" p="xl" aria-label={t('chat.page.loading')}>
        <Loader />
      </Group>
    );
  } else if (!guidelines.data || (agreed && !friends.data)) {
    // Failed before any data came (a failed refresh keeps showing what was loaded).
    body = (
      <QueryError
        onRetry={() => void (guidelines.isError ? guidelines.refetch() : friends.refetch())}
        retrying={guidelines.isFetching || friends.isFetching}
      />
    );
  } else if (!agreed) {
    body = null;
  } else {
    const list = (
      <FriendList
        me={me}
        friends={friends.data?.friends ?? []}
        selected={friend?.friend_id ?? null}
        onSelect={select}
      />
    );
    const pane = friend ? (
      <ChatPane
        key={friend.friend_id}
        me={me}
        friend={friend}
        typing={live.typing.has(friend.friend_id)}
        onBack={back}
        onMessages={onMessages}
      />
    ) : (
      <div className={classes.placeholder} data-testid="chat-select">
        <Text c="dimmed">{t('chat.pane.select')}</Text>
      </div>
    );
    body = phone ? (
      friend ? (
        pane
      ) : (
        list
      )
    ) : (
      <div className={classes.columns}>
        {list}
        {pane}
      </div>
    );
  }

  return (
    <div
      className={classes.page}
      data-testid="chat-page"
      data-connection={live.connection}
      data-fullscreen={(phone && friend !== null) || undefined}
    >
      <h1 className={classes.visuallyHidden}>{t('chat.page.title')}</h1>
      {live.connection === 'down' && agreed && (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          icon={<IconPlugConnectedX size={18} aria-hidden />}
          data-testid="chat-offline"
        >
          <Text size="sm">{t('chat.page.offline')}</Text>
        </Alert>
      )}
      {body}
      <GuidelinesDialog opened={guidelines.isSuccess && !agreed} />
    </div>
  );
}
