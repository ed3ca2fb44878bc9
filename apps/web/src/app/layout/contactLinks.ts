/**
 * The service's social accounts shown by the Contact us dialog. PLACEHOLDERS (the `.example` names
 * and the 90000 00000 number belong to no one): replace them with the real accounts before launch.
 */
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
  type TablerIcon,
} from '@tabler/icons-react';

export interface SocialLink {
  key: 'whatsapp' | 'youtube' | 'facebook' | 'instagram';
  href: string;
  icon: TablerIcon;
  /** Brand colour of the icon button (each passes 4.5:1 with white). */
  color: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'whatsapp', href: 'https://wa.me/919000000000', icon: IconBrandWhatsapp, color: '#075e54' },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/@nikah.example',
    icon: IconBrandYoutube,
    color: '#c4302b',
  },
  {
    key: 'facebook',
    href: 'https://www.facebook.com/nikah.example',
    icon: IconBrandFacebook,
    color: '#1b5fc1',
  },
  {
    key: 'instagram',
    href: 'https://www.instagram.com/nikah.example',
    icon: IconBrandInstagram,
    color: '#b1245d',
  },
];
