import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TEXT_LIMITS, WITHDRAW_REASONS, type WithdrawReason } from '@veil/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { candidatePaths } from '../paths';
import { useWithdrawApplication } from './api';

type WithdrawModalProps = {
  applicationId: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * Withdrawing: one of the four reasons (a short text with "other", ≤ 150 characters), the plain
 * consequence (everything is erased), a red confirm that is never the default. Afterwards the
 * candidate lands on the withdrawn applications, where this one is listed.
 */
export function WithdrawModal({ applicationId, opened, onClose }: WithdrawModalProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const withdraw = useWithdrawApplication();
  const [reason, setReason] = useState<WithdrawReason | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const max = TEXT_LIMITS.specialText;
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;

  const confirm = () => {
    const found = {
      reason: reason ? undefined : t('candidateApplications.withdraw.reasonRequired'),
      comment:
        reason === 'other' && comment.trim() === ''
          ? t('candidateApplications.withdraw.commentRequired')
          : undefined,
    };
    setErrors(found);
    if (!reason || found.comment) return;
    withdraw.mutate(
      { applicationId, reason, comment: reason === 'other' ? comment.trim() : undefined },
      {
        onSuccess: (withdrawn) => {
          notifications.show({ color: 'veil', message: t('candidateApplications.withdraw.done') });
          // the withdrawn list then offers to stay in the company's talent pool (issue 39)
          navigate(candidatePaths.withdrawnApplications, { state: { talentPoolOffer: withdrawn } });
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('candidateApplications.withdraw.title')}
      centered
      // a phone gets the whole screen: the reasons, the text and both buttons without a scroll box
      fullScreen={phone}
      closeOnClickOutside={!withdraw.isPending}
      closeOnEscape={!withdraw.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('candidateApplications.withdraw.reasonLabel')}
          value={reason}
          onChange={(value) => {
            setReason(WITHDRAW_REASONS.find((item) => item === value) ?? null);
            setErrors({});
          }}
          error={errors.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {WITHDRAW_REASONS.map((item) => (
              <Radio key={item} value={item} label={t(`enums.withdrawReason.${item}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'other' ? (
          <Textarea
            label={t('candidateApplications.withdraw.commentLabel')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={max}
            rows={3}
            resize="vertical"
            withAsterisk
            error={errors.comment}
            description={t('candidateApplications.apply.characters', { count: comment.length, max })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        ) : null}
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Text size="sm">{t('candidateApplications.withdraw.consequence')}</Text>
        </Alert>
        {withdraw.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('candidateApplications.withdraw.failed')}>
            {describe(withdraw.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={withdraw.isPending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={withdraw.isPending}>
            {t('candidateApplications.withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
