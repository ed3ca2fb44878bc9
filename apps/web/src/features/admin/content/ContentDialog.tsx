/**
 * The add/edit dialog of a console content kind (issue 9): a form holding the kind's inputs, the
 * server's failure when it is not a field error, and Cancel and Save (busy while saving). Used by
 * the generic kinds (ContentListPage.tsx) and books (BooksPage.tsx).
 */
import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContentT } from './i18n';

export interface ContentDialogProps {
  /** True to edit an item (title "Edit"), false to add one. */
  editing: boolean;
  testId: string;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

export function ContentDialog({
  editing,
  testId,
  busy,
  failure,
  onClose,
  onSubmit,
  children,
}: ContentDialogProps) {
  const tc = useContentT();
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened
      onClose={onClose}
      title={editing ? tc('editTitle') : tc('addTitle')}
      centered
      size="lg"
      data-testid={testId}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          {children}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tc('cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="content-save">
              {tc('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
