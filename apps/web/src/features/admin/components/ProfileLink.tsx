import { Anchor } from '@mantine/core';
import { useAdminT } from '../i18n';

/** A profile's code and name, opening its public page in a new tab. */
export function ProfileLink({ slug, code, name }: { slug: string; code: string; name?: string }) {
  const ta = useAdminT();
  return (
    <Anchor
      href={`/profiles/${encodeURIComponent(slug)}`}
      target="_blank"
      rel="noopener"
      aria-label={ta('openProfile', { code })}
    >
      {code}
      {name ? ` · ${name}` : ''}
    </Anchor>
  );
}
