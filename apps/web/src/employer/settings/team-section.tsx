import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@veil/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../features/forms/section-card';
import { useErrorMessage } from '../../lib/error-message';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { teamQuery, useResendTeamActivation } from './api';
import { ChangeRoleModal } from './change-role-modal';
import { InviteColleagueModal } from './invite-colleague-modal';
import { type StatusRequest, TeamStatusModal } from './team-status-modal';
import { type TeamAction, TeamTable } from './team-table';

/** The power user's team: every account of the company, invitations, roles and deactivation. */
export function TeamSection({ ownId }: { ownId: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const team = useQuery(teamQuery());
  const resend = useResendTeamActivation();
  const [inviting, setInviting] = useState(false);
  const [changingRole, setChangingRole] = useState<Account | null>(null);
  const [status, setStatus] = useState<StatusRequest | null>(null);

  const onAction = (action: TeamAction, account: Account) => {
    if (action === 'changeRole') setChangingRole(account);
    else if (action === 'resend')
      resend.mutate(
        { accountId: account.id },
        {
          onSuccess: (sent) =>
            notifications.show({
              color: 'green',
              message: t('settings.resend.success', { email: sent.email }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('settings.resend.failed'),
              message: describe(error),
            }),
        },
      );
    else setStatus({ kind: action, account });
  };

  const inviteButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
      {t('settings.team.invite')}
    </Button>
  );

  let content: React.ReactNode;
  if (team.isPending) content = <LoadingSkeleton rows={3} />;
  else if (team.isError)
    content = (
      <ErrorState
        title={t('settings.team.loadFailed')}
        message={describe(team.error)}
        onRetry={() => void team.refetch()}
      />
    );
  else if (team.data.length <= 1)
    content = (
      <>
        <TeamTable accounts={team.data} ownId={ownId} onAction={onAction} />
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          title={t('settings.team.emptyTitle')}
          description={t('settings.team.emptyDescription')}
          action={inviteButton}
        />
      </>
    );
  else content = <TeamTable accounts={team.data} ownId={ownId} onAction={onAction} />;

  return (
    <SectionCard
      id="team"
      title={t('settings.team.title')}
      description={t('settings.team.description')}
      headerActions={inviteButton}
    >
      {content}
      <InviteColleagueModal opened={inviting} onClose={() => setInviting(false)} />
      <ChangeRoleModal account={changingRole} onClose={() => setChangingRole(null)} />
      <TeamStatusModal request={status} onClose={() => setStatus(null)} />
    </SectionCard>
  );
}
