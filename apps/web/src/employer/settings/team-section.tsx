import { Button } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@veil/domain';
import { useState } from 'react';
import { AccountsManager } from '../../features/accounts/accounts-manager';
import { InviteAccountModal } from '../../features/accounts/invite-account-modal';
import { SectionCard } from '../../features/forms/section-card';
import { useTranslation } from '../../lib/translation';
import { EmptyState } from '../../ui/empty-state';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { teamQuery, useInviteColleague, useTeamMutations } from './api';

/** The power user's team: every account of the company, invitations, roles and deactivation. */
export function TeamSection({ ownId }: { ownId: string }) {
  const { t } = useTranslation();
  const team = useQuery(teamQuery());
  const mutations = useTeamMutations();
  const invite = useInviteColleague();
  const [inviting, setInviting] = useState(false);
  const describeRole = (role: Role) => t(`settings.roleHint.${role}`);

  const inviteButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
      {t('settings.team.invite')}
    </Button>
  );

  let content: React.ReactNode;
  if (!team.isSuccess) content = <QueryPlaceholder query={team} errorTitle={t('settings.team.loadFailed')} />;
  else {
    const table = (
      <AccountsManager
        accounts={team.data}
        label={t('settings.team.tableLabel')}
        ownId={ownId}
        mutations={mutations}
        describeRole={describeRole}
      />
    );
    content =
      team.data.length <= 1 ? (
        <>
          {table}
          <EmptyState
            icon={<IconUsers size={28} aria-hidden />}
            title={t('settings.team.emptyTitle')}
            description={t('settings.team.emptyDescription')}
            action={inviteButton}
          />
        </>
      ) : (
        table
      );
  }

  return (
    <SectionCard
      id="team"
      title={t('settings.team.title')}
      description={t('settings.team.description')}
      headerActions={inviteButton}
    >
      {content}
      <InviteAccountModal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('settings.team.invite')}
        invite={invite}
        describeRole={describeRole}
      />
    </SectionCard>
  );
}
