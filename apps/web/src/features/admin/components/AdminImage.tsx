import { Anchor, Image } from '@mantine/core';

/**
 * An image of a moderator-only URL (photo, document, evidence), fitted in a box of `size` pixels;
 * a click opens it full size in a new tab.
 */
export function AdminImage({
  src,
  alt,
  size = 160,
  testId,
}: {
  src: string;
  alt: string;
  size?: number;
  testId?: string;
}) {
  return (
    <Anchor href={src} target="_blank" rel="noopener" display="inline-block">
      <Image
        src={src}
        alt={alt}
        w={size}
        h={size}
        fit="contain"
        radius="sm"
        bg="gray.1"
        loading="lazy"
        data-testid={testId}
      />
    </Anchor>
  );
}
