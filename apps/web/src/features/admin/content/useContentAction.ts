import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys, publicContentKeys } from './queryKeys';

/**
 * A content write as a mutation: on success a toast with `success`, the content lists and the
 * public reads they feed refreshed (a new header message shows on the home page at once). Errors
 * are left to the caller (a form shows them on its fields).
 */
export function useContentAction<V, R>(action: (vars: V) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      notifications.show({ message: success, color: 'brand' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        ...publicContentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
