import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { signInPath } from './paths';

/** The way back to the login, under every card of the flow. */
export function BackToLogin() {
  const { t } = useTranslation();
  const area = useArea();
  return (
    <Anchor component={Link} to={signInPath(area, 'login')} size="sm" inherit>
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('signIn.common.backToLogin')}
    </Anchor>
  );
}
