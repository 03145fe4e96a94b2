import { NavLink, UnstyledButton } from '@mantine/core';
import type { PointerEvent, Ref } from 'react';
import { Link, useMatch } from 'react-router';
import { useTranslation } from '../lib/translation';
import { HintTooltip } from './hint-tooltip';
import type { NavItem } from './nav-item';

function useIsActive(item: NavItem): boolean {
  return useMatch({ path: item.to, end: item.end ?? false }) !== null;
}

type SidebarLinkProps = { item: NavItem; iconOnly?: boolean; onNavigate?: () => void };

/** A sidebar entry; with `iconOnly` the label moves into a tooltip and the accessible name. */
export function SidebarLink({ item, iconOnly = false, onNavigate }: SidebarLinkProps) {
  const { t } = useTranslation();
  const active = useIsActive(item);
  const label = t(item.labelKey);
  const ItemIcon = item.icon;
  const link = (trigger?: { ref: Ref<HTMLAnchorElement>; onPointerEnter: (event: PointerEvent) => void }) => (
    <NavLink
      {...trigger}
      component={Link}
      to={item.to}
      label={iconOnly ? null : label}
      aria-label={iconOnly ? label : undefined}
      aria-current={active ? 'page' : undefined}
      leftSection={<ItemIcon size={20} stroke={1.7} aria-hidden />}
      active={active}
      onClick={onNavigate}
      variant="light"
      fw={500}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  return iconOnly ? (
    <HintTooltip<HTMLAnchorElement> label={label} position="right" withArrow>
      {link}
    </HintTooltip>
  ) : (
    link()
  );
}

/** A link in a horizontal top bar (candidate area on tablets and desktops). */
export function TopBarLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const active = useIsActive(item);
  return (
    <UnstyledButton
      component={Link}
      to={item.to}
      aria-current={active ? 'page' : undefined}
      px="sm"
      py={6}
      fw={500}
      fz="sm"
      c={active ? 'veil.8' : 'gray.7'}
      bg={active ? 'veil.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {t(item.labelKey)}
    </UnstyledButton>
  );
}
