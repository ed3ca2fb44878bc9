/**
 * The service's own contact details (WhatsApp, e-mail, social pages, app stores) as the server's
 * configuration gives them (`GET /api/configs/site/`, SITE_* settings): nothing here is a
 * placeholder, and a detail the operator has not set is simply not shown.
 */
import { useQuery } from '@tanstack/react-query';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
  type TablerIcon,
} from '@tabler/icons-react';
import { whatsappChatLink, type SiteContacts } from '@nikah/shared';
import { fetchSiteContacts } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';

export interface SocialLink {
  key: 'whatsapp' | 'youtube' | 'facebook' | 'instagram';
  href: string;
  icon: TablerIcon;
  /** Brand colour of the icon button (each passes 4.5:1 with white). */
  color: string;
}

/** The contact details; they change only when the server is reconfigured. */
export function useSiteContacts() {
  return useQuery({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => fetchSiteContacts(signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The social links of `contacts` that are configured, in the dialog's order. */
export function socialLinks(contacts: SiteContacts | undefined): SocialLink[] {
  if (!contacts) return [];
  const all: (SocialLink | null)[] = [
    contacts.whatsapp
      ? {
          key: 'whatsapp',
          href: whatsappChatLink(contacts.whatsapp),
          icon: IconBrandWhatsapp,
          color: '#075e54',
        }
      : null,
    contacts.youtube
      ? { key: 'youtube', href: contacts.youtube, icon: IconBrandYoutube, color: '#c4302b' }
      : null,
    contacts.facebook
      ? { key: 'facebook', href: contacts.facebook, icon: IconBrandFacebook, color: '#1b5fc1' }
      : null,
    contacts.instagram
      ? { key: 'instagram', href: contacts.instagram, icon: IconBrandInstagram, color: '#b1245d' }
      : null,
  ];
  return all.filter((link): link is SocialLink => link !== null);
}
