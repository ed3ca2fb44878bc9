/**
 * Data of the member actions (SPEC.md sections 4, 7 and 8; DESIGN.md D11, D12): the member's own
 * profile (verification and deletion state), and the writes (report, deletion request,
 * verification document), each a mutation that refreshes the profile it changes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteRequestBody } from '@nikah/shared';
import {
  fetchProfile,
  reportProfile,
  requestDeletion,
  uploadVerificationDocument,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { useSession } from '../../app/session';

/** A profile's detail by slug, under the profile page's key (own profile: not counted as a view). */
export function useProfileDetail(slug: string, own: boolean) {
  return useQuery({
    queryKey: queryKeys.profile.detail(slug),
    queryFn: ({ signal }) => fetchProfile(slug, { skipUpdate: own }, signal),
    enabled: slug !== '',
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** The signed-in member's own profile (owner view), or a disabled query without one. */
export function useOwnProfile() {
  const session = useSession();
  return useProfileDetail(session?.slug ?? '', true);
}

/** Sends a report (multipart form) about profile `slug`; refreshes that profile afterwards. */
export function useReportProfile(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => reportProfile(form),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.profile.detail(slug) }),
  });
}

/** Asks for the deletion of the member's own profile `profileId` (slug `slug`). */
export function useRequestDeletion(profileId: number, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteRequestBody) => requestDeletion(profileId, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.profile.detail(slug) });
      // The profile leaves every list at once.
      await client.invalidateQueries({ queryKey: queryKeys.profiles.all });
    },
  });
}

/** Uploads a verification document for the member's own profile; `onProgress` gets 0 to 1. */
export function useUploadVerification(profileId: number, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('verification_docs', file);
      return uploadVerificationDocument(profileId, form, onProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile.detail(slug) }),
  });
}
