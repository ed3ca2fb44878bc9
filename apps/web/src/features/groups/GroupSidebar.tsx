/**
 * The forum's sidebar (SPEC.md section 2): the welcome line, the create-group box for superusers,
 * and the groups with their member counts, unread badges and Join / Leave / Delete (behind a
 * confirm dialog) buttons. Clicking a group opens it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogin2, IconLogout2, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GROUP_NAME_MAX, groupName, type AvailableGroupsResponse, type GroupItem } from '@nikah/shared';
import { QueryError } from '../../components/QueryError';
import { useTranslateMessage } from '../../lib/messages';
import type { Session } from '../../app/session';
import { useCreateGroup, useDeleteGroup, useGroupMembership } from './queries';
import classes from './groups.module.css';

const createForm = z.object({ group_name: groupName });
type CreateForm = typeof createForm;

export function GroupSidebar({
  session,
  query,
  openName,
  onOpen,
}: {
  session: Session;
  query: UseQueryResult<AvailableGroupsResponse, unknown>;
  openName: string | null;
  onOpen: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" p="sm">
      <div>
        <Title order={1} size="h3" className={classes.heading}>
          {t('groups.page.title')}
        </Title>
        <Text size="sm" c="dimmed" className={classes.heading} data-testid="groups-welcome">
          {t('groups.sidebar.welcome')}
        </Text>
      </div>
      {session.isSuperuser && <CreateGroupBox profileId={session.profileId} />}
      <Title order={2} size="h5" className={classes.heading}>
        {t('groups.sidebar.available')}
      </Title>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('groups.sidebar.loading')}>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.groups.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="groups-empty">
          {t('groups.sidebar.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.list}>
          {query.data.groups.map((g) => (
            <GroupRow
              key={g.id}
              group={g}
              session={session}
              open={g.group_name === openName}
              onOpen={onOpen}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CreateGroupBox({ profileId }: { profileId: number | null }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const create = useCreateGroup(profileId);
  const form = useForm<z.input<CreateForm>, unknown, z.output<CreateForm>>({
    defaultValues: { group_name: '' },
    resolver: zodResolver(createForm),
    mode: 'onChange',
  });
  const submit = form.handleSubmit(async ({ group_name }) => {
    try {
      await create.mutateAsync(group_name);
      form.reset();
    } catch {
      // The hook's toast said why; the name stays to correct it.
    }
  });
  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          className={classes.grow}
          label={t('groups.create.label')}
          placeholder={t('groups.create.placeholder')}
          maxLength={GROUP_NAME_MAX}
          error={form.formState.isDirty ? tm(form.formState.errors.group_name?.message) : undefined}
          data-testid="group-create-name"
          {...form.register('group_name')}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={!form.formState.isValid}
          loading={create.isPending}
          data-testid="group-create-submit"
        >
          {t('groups.create.submit')}
        </Button>
      </Group>
    </Paper>
  );
}

function GroupRow({
  group,
  session,
  open,
  onOpen,
}: {
  group: GroupItem;
  session: Session;
  open: boolean;
  onOpen: (name: string) => void;
}) {
  const { t } = useTranslation();
  const membership = useGroupMembership(session.profileId);
  const remove = useDeleteGroup();
  const askDelete = () =>
    modals.openConfirmModal({
      title: t('groups.delete.title'),
      centered: true,
      closeButtonProps: { 'aria-label': t('groups.delete.cancel') },
      children: <Text size="sm">{t('groups.delete.text', { name: group.group_name })}</Text>,
      labels: { confirm: t('groups.delete.confirm'), cancel: t('groups.delete.cancel') },
      confirmProps: { color: 'red.9', 'data-testid': 'group-delete-confirm' },
      onConfirm: () => remove.mutate(group),
    });
  const canJoin = session.profileId !== null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      className={classes.row}
      data-open={open || undefined}
      data-testid="group-row"
      data-group={group.group_name}
    >
      <UnstyledButton
        className={classes.rowMain}
        onClick={() => onOpen(group.group_name)}
        aria-current={open ? 'true' : undefined}
        data-testid="group-open"
      >
        <Group gap="xs" wrap="nowrap">
          <IconUsersGroup size={20} aria-hidden />
          <div className={classes.grow}>
            <Text fw={600} size="sm" lineClamp={2}>
              <bdi>{group.group_name}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              {t('groups.sidebar.members', { count: group.member_count })}
            </Text>
          </div>
          {group.unread_count > 0 && (
            <Badge color="red" variant="filled" data-testid="group-unread">
              <span aria-hidden>{group.unread_count}</span>
              <VisuallyHidden>{t('groups.sidebar.unread', { count: group.unread_count })}</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <Group gap="xs" mt={6} justify="flex-end">
        {group.joined ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconLogout2 size={16} aria-hidden />}
            loading={membership.isPending}
            onClick={() => membership.mutate({ group, join: false })}
            data-testid="group-leave"
          >
            {t('groups.sidebar.leave')}
          </Button>
        ) : (
          canJoin && (
            <Button
              size="compact-sm"
              leftSection={<IconLogin2 size={16} aria-hidden />}
              loading={membership.isPending}
              onClick={() => membership.mutate({ group, join: true })}
              data-testid="group-join"
            >
              {t('groups.sidebar.join')}
            </Button>
          )
        )}
        {session.isSuperuser && (
          <Button
            size="compact-sm"
            color="red.9"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={askDelete}
            data-testid="group-delete"
          >
            {t('groups.sidebar.delete')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
