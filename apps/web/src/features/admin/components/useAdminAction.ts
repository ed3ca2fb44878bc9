import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/messages';
import { adminKeys } from '../queryKeys';

/**
 * A console action as a mutation: on success a toast with `success()` and every console list and
 * the dashboard reloaded; on failure a toast with the error's message, translated by key.
 */
export function useAdminAction<V>(
  action: (vars: V) => Promise<unknown>,
  success: (vars: V) => string,
  onDone?: (vars: V) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (_data, vars) => {
      notifications.show({ message: success(vars), color: 'brand' });
      onDone?.(vars);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notifications.show({ message: errorText(t, error), color: 'red' }),
  });
}
