/**
 * An image file input with a preview (report evidence, verification document): only the listed
 * image types are offered; a file of another type is refused here (the server checks the content
 * again).
 */
import { useEffect, useState } from 'react';
import { FileInput, Image, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

export function EvidenceInput({
  label,
  description,
  placeholder,
  previewAlt,
  clearLabel,
  accept,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  description: string;
  placeholder: string;
  previewAlt: string;
  /** Accessible name of the button that clears the choice. */
  clearLabel: string;
  /** MIME types offered and accepted. */
  accept: readonly string[];
  value: File | null;
  /** The chosen file, or null with `wrongType` true when the file was not one of `accept`. */
  onChange: (file: File | null, wrongType: boolean) => void;
  error?: string | undefined;
  testId: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={description}
        placeholder={placeholder}
        accept={accept.join(',')}
        leftSection={<IconPhoto size={18} aria-hidden />}
        value={value}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        withAsterisk
        error={error}
        onChange={(file) => {
          if (file && !accept.includes(file.type)) onChange(null, true);
          else onChange(file, false);
        }}
        data-testid={testId}
      />
      {preview && (
        <Image
          src={preview}
          alt={previewAlt}
          maw={240}
          mah={240}
          fit="contain"
          radius="sm"
          data-testid={`${testId}-preview`}
        />
      )}
    </Stack>
  );
}
