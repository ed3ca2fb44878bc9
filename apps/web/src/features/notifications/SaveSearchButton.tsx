/**
 * "Save this search" on the search page (D21, issue 30): names the current filters (the page's
 * query string, the fields of `GET /api/profiles/list/`) and saves them; a daily digest then tells
 * the member of new profiles matching it. At most 10 saved searches (the server says so past it).
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_NAME_MAX } from '@nikah/shared';
import { toast } from '../../app/toast';
import { errorText } from '../../lib/messages';
import { useSaveSearch } from './queries';

/** The filters of `params` a saved search keeps (no paging). */
export function filtersOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!['page', 'limit', 'ordering'].includes(key) && value !== '') out[key] = value;
  }
  return out;
}

export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const save = useSaveSearch();
  const submit = () =>
    save.mutate(
      { name: name.trim(), filters: filtersOf(params) },
      {
        onSuccess: () => {
          toast(t('notifications.searches.saved'), 'success');
          setOpened(false);
          setName('');
        },
        onError: (error) => toast(errorText(t, error), 'error'),
      },
    );
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconBookmark size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="save-search"
      >
        {t('notifications.searches.save')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('notifications.searches.save')}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) submit();
          }}
        >
          <TextInput
            label={t('notifications.searches.name')}
            description={t('notifications.searches.help')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            data-autofocus
            data-testid="save-search-name"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!name.trim()}
              data-testid="save-search-submit"
            >
              {t('notifications.searches.saveButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
