import { Anchor } from '@mantine/core';
import { useAdminT } from '../i18n';

/**
 * A profile's code and name, opening its public page in a new tab. Underlined: it stands in a line
 * of dimmed text, which its colour alone does not stand out from (WCAG 1.4.1).
 */
export function ProfileLink({ slug, code, name }: { slug: string; code: string; name?: string }) {
  const ta = useAdminT();
  return (
    <Anchor
      href={`/profiles/${encodeURIComponent(slug)}`}
      target="_blank"
      rel="noopener"
      underline="always"
      aria-label={ta('openProfile', { code })}
    >
      {code}
      {name ? ` · ${name}` : ''}
    </Anchor>
  );
}
