/**
 * The frame of both wizards: page title, the Mantine Stepper (numbers only on phones), the heading
 * "Step n of N: name" that receives focus when the step changes, the blocked-word notice, and the
 * step's content. Also the blocked-word check that runs every 3 s (SPEC.md section 5).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Container, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BLOCKED_WORD_CHECK_MS, findBlockedWordInForm, type WizardStep } from '@nikah/shared';
import { PageHeader } from '../../../components/PageHeader';
import type { FormValues } from '../drafts';
import classes from '../accounts.module.css';

/**
 * The first blocked keyword in the draft, checked every BLOCKED_WORD_CHECK_MS, or undefined.
 * `check()` runs the check at once (before the code request and before saving).
 */
export function useBlockedWordCheck(values: RefObject<FormValues>, keywords: readonly string[]) {
  const [hit, setHit] = useState<string | undefined>();
  useEffect(() => {
    if (keywords.length === 0) return;
    const run = () => setHit(findBlockedWordInForm(values.current, keywords)?.word);
    run();
    const id = window.setInterval(run, BLOCKED_WORD_CHECK_MS);
    return () => window.clearInterval(id);
  }, [values, keywords]);
  const check = () => {
    const word = findBlockedWordInForm(values.current, keywords)?.word;
    setHit(word);
    return word;
  };
  return { hit, check };
}

interface WizardShellProps {
  title: string;
  steps: readonly WizardStep[];
  active: number;
  /** Steps the person may open by clicking the stepper. */
  canOpen: (index: number) => boolean;
  onOpen: (index: number) => void;
  /** A line above the stepper (e.g. the signup username). */
  subtitle?: ReactNode;
  blockedWord?: string;
  /** Text of the step intro, with its placeholders filled. */
  intro: string;
  children: ReactNode;
}

export function WizardShell({
  title,
  steps,
  active,
  canOpen,
  onOpen,
  subtitle,
  blockedWord,
  intro,
  children,
}: WizardShellProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const step: WizardStep = steps[active] ?? 'personal';

  // A new step: move focus (and the view) to its heading, as a new page would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [active]);

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }} className={classes.scope}>
      <PageHeader title={title} />
      {subtitle}
      <nav aria-label={t('accounts.wizard.stepsLabel')}>
        <Stepper
          active={active}
          onStepClick={(i) => {
            if (canOpen(i)) onOpen(i);
          }}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={34}
          classNames={{
            stepBody: classes.stepBody,
            steps: classes.stepperSteps,
            stepIcon: classes.stepIcon,
            separator: classes.separator,
          }}
          data-testid="wizard-stepper"
        >
          {steps.map((s, i) => (
            <Stepper.Step
              key={s}
              label={t(`accounts.wizard.steps.${s}`)}
              allowStepSelect={i !== active && canOpen(i)}
              aria-label={t('accounts.wizard.stepOf', {
                current: i + 1,
                total: steps.length,
                name: t(`accounts.wizard.steps.${s}`),
              })}
              aria-current={i === active ? 'step' : undefined}
              data-testid={`wizard-step-${s}`}
            />
          ))}
        </Stepper>
      </nav>
      <Stack gap={4} mt="lg" mb="md">
        <Title
          order={2}
          fz="xl"
          ref={heading}
          tabIndex={-1}
          className={classes.stepHeading}
          data-testid="wizard-heading"
        >
          {t('accounts.wizard.stepOf', {
            current: active + 1,
            total: steps.length,
            name: t(`accounts.wizard.steps.${step}`),
          })}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {blockedWord && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          mb="md"
          role="alert"
          data-testid="blocked-word-alert"
        >
          {t('accounts.msg.blockedWords', { word: blockedWord })}
        </Alert>
      )}
      {children}
    </Container>
  );
}
