/**
 * Data of proposals, blocks and the WhatsApp dialog (SPEC.md sections 4, 7 and 8; DESIGN.md D6,
 * D10): the TanStack Query hooks over their endpoint functions (lib/endpoints.ts), with the toasts
 * of SPEC.md section 8 shown by message key.
 */
import { PROPOSAL_SENT_EVENT } from '../notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { msg, type ProposalUpdateBody, type WhatsappRequest } from '@nikah/shared';
import { ApiError, shouldRetry } from '../../lib/api';
import {
  decideProposal,
  fetchProposals,
  openWhatsapp,
  sendProposal,
  setBlocked,
  type ProposalBox,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../app/toast';
import { errorText, fieldMessageOf, translateRef } from '../../lib/messages';
import { useSession } from '../../app/session';

/** How often the menu's count of new proposals refreshes while the window is in front, in ms. */
export const NEW_COUNT_REFRESH_MS = 60 * 1000;

/** Page `page` of the member's received or sent proposals. */
export function useProposals(box: ProposalBox, page: number) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.proposals.list(box, page),
    queryFn: ({ signal }) => fetchProposals(box, page, signal),
    enabled: !!session,
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
    retry: shouldRetry,
  });
}

/**
 * The number of received proposals still unopened (`new_count`) for the member menu; refreshed on
 * window focus, every minute at most, and after every proposal write (they invalidate `all`).
 */
export function useNewProposalCount(): number {
  const session = useSession();
  const query = useQuery({
    queryKey: queryKeys.proposals.list('received', 1),
    queryFn: ({ signal }) => fetchProposals('received', 1, signal),
    enabled: !!session,
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
    refetchInterval: NEW_COUNT_REFRESH_MS,
    retry: false,
    select: (data) => data.new_count,
  });
  return session ? (query.data ?? 0) : 0;
}

/** Refreshes what a proposal or block changes: the lists, the menu count and the profile's state. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (slug?: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.proposals.all });
    void queryClient.invalidateQueries({
      queryKey: slug ? queryKeys.profile.detail(slug) : queryKeys.profile.all,
    });
  };
}

/** Sends a proposal to `profileCode` (toast 'Proposal sent successfully.' or the refusal by key). */
export function useSendProposal(profileCode: string, slug: string) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (note: string | null) => sendProposal(profileCode, note),
    onSuccess: () => {
      toast(translateRef(t, msg('proposalSent')), 'success');
      refresh(slug);
      // A moment to offer notifications on this device (D21): the bell listens.
      window.dispatchEvent(new Event(PROPOSAL_SENT_EVENT));
    },
    // A refused note is shown on its field (NoteDialog), not in a toast.
    onError: (error) => {
      if (!(error instanceof ApiError && fieldMessageOf(error, 'note'))) toast(errorText(t, error), 'error');
    },
  });
}

/**
 * The receiver's decision on proposal `id`: Accepted, or Rejected with a reason ('Proposal has
 * been rejected successfully' / 'Failed to reject proposal'). `slug` is the sender's profile,
 * when the decision is taken there.
 */
export function useDecideProposal(slug?: string) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (vars: { id: number; body: ProposalUpdateBody }) => decideProposal(vars.id, vars.body),
    onSuccess: (_data, { body }) => {
      toast(
        body.status === 'Rejected' ? translateRef(t, msg('proposalRejected')) : t('proposals.toast.accepted'),
        'success',
      );
      refresh(slug);
    },
    onError: (error, { body }) =>
      toast(
        body.status === 'Rejected' ? translateRef(t, msg('proposalRejectFailed')) : errorText(t, error),
        'error',
      ),
  });
}

/** Blocks (`true`) or unblocks `profileCode`, with the toasts of SPEC.md section 8. */
export function useBlockToggle(profileCode: string, slug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (block: boolean) => setBlocked(profileCode, block),
    onSuccess: (_data, block) => {
      toast(translateRef(t, msg(block ? 'userBlockedDone' : 'userUnblocked')), 'success');
      refresh(slug);
      // The profile leaves (or returns to) every list: search, favourites, visitors, matches.
      void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.home });
    },
    onError: (_error, block) =>
      toast(block ? t('proposals.block.failed') : translateRef(t, msg('unblockFailed')), 'error'),
  });
}

/** The WhatsApp dialog's answer for `profileCode`: a wrong answer rejects with a 400 `{answer}`. */
export function useWhatsappAnswer(profileCode: string, slug: string) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: WhatsappRequest) => openWhatsapp(profileCode, body),
    onSuccess: (data) => {
      if (data.proposal_sent) {
        toast(translateRef(t, msg('proposalSent')), 'success');
        refresh(slug);
      }
    },
  });
}
