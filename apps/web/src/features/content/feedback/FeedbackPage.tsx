import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_FIELDS,
  FEEDBACK_LOCATION_MAX,
  FEEDBACK_NAME_MAX,
  GENDERS,
  MOBILE_LENGTH,
} from '@nikah/shared';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { postFeedback } from '../../../lib/endpoints';
import {
  CATEGORY_KEYS,
  EMPTY_FEEDBACK,
  fieldErrorsOf,
  translateFieldError,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackValues,
} from './validation';

type Status = 'editing' | 'sent';
/** What went wrong with the request as a whole (field errors are shown on the fields). */
type Problem = 'fix' | 'failed' | 'tooMany' | null;

const isCategory = (v: string | null): v is (typeof FEEDBACK_CATEGORIES)[number] =>
  v !== null && (FEEDBACK_CATEGORIES as readonly string[]).includes(v);

/**
 * SPEC.md sections 2, 3 and 5: the feedback form (category, name, gender, mobile, e-mail, location,
 * description; all required; contact 10 digits; e-mail valid). It checks with the shared schema
 * before sending, shows the server's `{field: [messages]}` on the fields, translated, and thanks
 * the sender. `?category=` preselects a category (the success stories page links here).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const preset = params.get('category');
  const [values, setValues] = useState<FeedbackValues>(() => ({
    ...EMPTY_FEEDBACK,
    category: isCategory(preset) ? preset : '',
  }));
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const delivery = useMutation({ mutationFn: postFeedback });
  const [problem, setProblem] = useState<Problem>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  const set = (field: FeedbackField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the person has tried to send, each field's error follows what they type.
    if (submitted) setErrors((old) => ({ ...old, [field]: validateFeedback(next)[field] }));
  };

  const errorOf = (field: FeedbackField) => {
    const messages = errors[field];
    return messages && messages.length > 0
      ? messages.map((m) => translateFieldError(t, m)).join(' ')
      : undefined;
  };

  const focusFirstError = (found: FeedbackErrors) => {
    const first = FEEDBACK_FIELDS.find((f) => found[f]?.length);
    const el = first && formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    el?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateFeedback(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('fix');
      focusFirstError(found);
      return;
    }
    setProblem(null);
    try {
      await delivery.mutateAsync(values);
      setStatus('sent');
    } catch (err) {
      const fromServer = err instanceof ApiError && err.status === 400 ? fieldErrorsOf(err) : {};
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setProblem('fix');
        focusFirstError(fromServer);
      } else {
        setProblem(err instanceof ApiError && err.status === 429 ? 'tooMany' : 'failed');
      }
    }
  };

  const reset = () => {
    setValues(EMPTY_FEEDBACK);
    setErrors({});
    setSubmitted(false);
    setProblem(null);
    setStatus('editing');
  };

  if (status === 'sent') {
    return (
      <Container size="sm" py="lg">
        <PageHeader title={t('content.feedback.title')} />
        <Paper withBorder p="lg" radius="md" data-testid="feedback-thanks">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" c="brand.8">
              <IconCircleCheck size={28} aria-hidden />
              <Title order={2} fz="xl" ref={thanksRef} tabIndex={-1} style={{ outline: 'none' }}>
                {t('content.feedback.thanksTitle')}
              </Title>
            </Group>
            <Text role="status">{t('content.feedback.thanks')}</Text>
            <Group>
              <Button onClick={reset} variant="light">
                {t('content.feedback.another')}
              </Button>
              <Button component={Link} to="/" variant="subtle">
                {t('content.feedback.home')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const sending = delivery.isPending;
  return (
    <Container size="sm" py="lg">
      <PageHeader title={t('content.feedback.title')} intro={t('content.feedback.intro')} />
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} data-testid="feedback-form">
        <Stack gap="md">
          {problem && (
            <Alert
              color={problem === 'fix' ? 'red' : 'yellow'}
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
              data-testid="feedback-problem"
            >
              {t(`content.feedback.${problem === 'fix' ? 'fixErrors' : problem}`)}
            </Alert>
          )}
          <NativeSelect
            name="category"
            label={t('content.feedback.category')}
            required
            value={values.category}
            onChange={(e) => set('category')(e.currentTarget.value)}
            error={errorOf('category')}
            data={[
              { value: '', label: t('content.feedback.categoryPlaceholder'), disabled: true },
              ...FEEDBACK_CATEGORIES.map((c) => ({
                value: c,
                label: t(`content.feedback.categories.${CATEGORY_KEYS[c]}`),
              })),
            ]}
          />
          <TextInput
            name="name"
            label={t('content.feedback.name')}
            required
            autoComplete="name"
            maxLength={FEEDBACK_NAME_MAX}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errorOf('name')}
          />
          <Radio.Group
            name="gender"
            label={t('content.feedback.gender')}
            required
            value={values.gender}
            onChange={set('gender')}
            error={errorOf('gender')}
          >
            <Group gap="lg" mt={6}>
              {GENDERS.map((g) => (
                <Radio key={g} value={g} label={t(`content.feedback.${g === 'Male' ? 'male' : 'female'}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            name="mobile"
            label={t('content.feedback.mobile')}
            description={t('content.feedback.mobileHint')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_LENGTH}
            dir="ltr"
            value={values.mobile}
            onChange={(e) => set('mobile')(e.currentTarget.value)}
            error={errorOf('mobile')}
          />
          <TextInput
            name="email"
            label={t('content.feedback.email')}
            required
            type="email"
            autoComplete="email"
            dir="ltr"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errorOf('email')}
          />
          <TextInput
            name="location"
            label={t('content.feedback.location')}
            required
            autoComplete="address-level2"
            maxLength={FEEDBACK_LOCATION_MAX}
            value={values.location}
            onChange={(e) => set('location')(e.currentTarget.value)}
            error={errorOf('location')}
          />
          <Textarea
            name="description"
            label={t('content.feedback.description')}
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={FEEDBACK_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={errorOf('description')}
          />
          <Group>
            <Button
              type="submit"
              loading={sending}
              leftSection={<IconSend size={18} aria-hidden />}
              data-testid="feedback-submit"
            >
              {t('content.feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
