/**
 * Set Expectation (SPEC.md sections 2, 3, 5 and 8): age RangeSlider 18 to 80 (default 18 to 50),
 * states, marital statuses and educations; saved as `expectation_proposal` of the member's profile.
 */
import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, RangeSlider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EDUCATION_CHOICES,
  EXPECTATION_AGE_DEFAULT,
  EXPECTATION_AGE_MAX,
  EXPECTATION_AGE_MIN,
  MARITAL_STATUSES,
} from '@nikah/shared';
import { updateProfile } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { useStates, useUserData } from '../../app/sharedQueries';
import { useRefLabel } from '../../i18n/refLabel';
import { useSession } from '../../app/session';

export function ExpectationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={onClose}
      title={t('discovery.exp.title')}
      centered
      data-testid="expectation-dialog"
    >
      {opened && <ExpectationForm onClose={onClose} />}
    </Modal>
  );
}

function ExpectationForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUserData();
  const states = useStates();
  const ref = useRefLabel();
  const queryClient = useQueryClient();
  const current = user.data?.expectation_proposal;
  const [age, setAge] = useState<[number, number]>(current?.age ?? [...EXPECTATION_AGE_DEFAULT]);
  const [state, setState] = useState<string[]>(current?.state ?? []);
  const [marital, setMarital] = useState<string[]>(current?.marital_status ?? []);
  const [education, setEducation] = useState<string[]>(current?.education ?? []);
  const update = useMutation({
    mutationFn: (profileId: number) =>
      updateProfile(profileId, {
        expectation_proposal: { age, state, marital_status: marital, education },
      }),
    onSuccess: () => {
      notifications.show({ message: t('discovery.exp.saved'), color: 'brand' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.matchesAll });
      onClose();
    },
    onError: () => notifications.show({ message: t('discovery.exp.failed'), color: 'red' }),
  });

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (session?.profileId) update.mutate(session.profileId);
  };

  return (
    <form onSubmit={save}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('discovery.exp.age')}: <bdi dir="ltr">{`${age[0]}-${age[1]}`}</bdi>
          </Text>
          <RangeSlider
            min={EXPECTATION_AGE_MIN}
            max={EXPECTATION_AGE_MAX}
            minRange={0}
            value={age}
            onChange={setAge}
            thumbFromLabel={t('discovery.search.ageFrom')}
            thumbToLabel={t('discovery.search.ageTo')}
            mx="xs"
            data-testid="expectation-age"
          />
        </div>
        <MultiSelect
          label={t('discovery.exp.state')}
          data={(states.data ?? []).map((s) => ({ value: s.name, label: ref.label('state', s.name) }))}
          value={state}
          onChange={setState}
          searchable
          clearable
          data-testid="expectation-state"
        />
        <MultiSelect
          label={t('discovery.exp.marital')}
          data={MARITAL_STATUSES.map((v) => ({ value: v, label: ref.label('maritalStatus', v) }))}
          value={marital}
          onChange={setMarital}
          clearable
          data-testid="expectation-marital"
        />
        <MultiSelect
          label={t('discovery.exp.education')}
          data={EDUCATION_CHOICES.map((v) => ({ value: v, label: ref.label('education', v) }))}
          value={education}
          onChange={setEducation}
          clearable
          data-testid="expectation-education"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('discovery.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!session?.profileId}
            data-testid="expectation-save"
          >
            {t('discovery.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
