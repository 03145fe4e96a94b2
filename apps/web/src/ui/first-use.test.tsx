import { Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useFirstUse, useTakeOver } from './first-use';

/** A menu as the header's are loaded: the code arrives later than the first use. */
function LoadedMenu({ opening, hadFocus }: { opening: boolean; hadFocus: () => boolean }) {
  const { target, opened, setOpened } = useTakeOver<HTMLButtonElement>({ opening, hadFocus });
  return (
    <Menu opened={opened} onChange={setOpened}>
      <Menu.Target>
        <button ref={target} type="button">
          Konto
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Abmelden</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The trigger with a code of its own that is not loaded yet (a lazy component keeps what it loaded). */
function freshTrigger() {
  const LazyMenu = lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { default: LoadedMenu };
  });
  return function Trigger() {
    const { use, triggerProps, hadFocus } = useFirstUse<HTMLButtonElement>();
    const plain = (
      <button type="button" aria-haspopup="menu" aria-expanded={false} {...triggerProps}>
        Konto
      </button>
    );
    return (
      <Suspense fallback={plain}>
        {use ? <LazyMenu opening={use === 'open'} hadFocus={hadFocus} /> : plain}
      </Suspense>
    );
  };
}

const button = () => screen.getByRole('button', { name: 'Konto' });
const loaded = () => waitFor(() => expect(button()).toHaveAttribute('id'));

describe('an overlay loaded on first use', () => {
  it('loads on focus without opening, and the loaded button keeps the focus', async () => {
    const user = userEvent.setup();
    const Trigger = freshTrigger();
    renderWithProviders(<Trigger />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await loaded();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', '[Space]', '{ArrowDown}'])('opens with %s right after loading', async (key) => {
    const user = userEvent.setup();
    const Trigger = freshTrigger();
    renderWithProviders(<Trigger />);
    await user.tab();
    await user.keyboard(key);
    expect(await screen.findByRole('menuitem', { name: 'Abmelden', hidden: true })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on a click', async () => {
    const user = userEvent.setup();
    const Trigger = freshTrigger();
    renderWithProviders(<Trigger />);
    await user.click(button());
    expect(await screen.findByRole('menuitem', { name: 'Abmelden', hidden: true })).toBeInTheDocument();
  });

  it('opens when the press reaches the plain button after the code, just before the swap', async () => {
    const user = userEvent.setup();
    function PressLater() {
      const [opening, setOpening] = useState(false);
      return (
        <>
          <LoadedMenu opening={opening} hadFocus={() => false} />
          <button type="button" onClick={() => setOpening(true)}>
            Drücken
          </button>
        </>
      );
    }
    renderWithProviders(<PressLater />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Drücken' }));
    expect(await screen.findByRole('menuitem', { name: 'Abmelden', hidden: true })).toBeInTheDocument();
  });

  it('opens from the start of a press, before the press ends', async () => {
    const user = userEvent.setup();
    const Trigger = freshTrigger();
    renderWithProviders(<Trigger />);
    await user.pointer({ keys: '[MouseLeft>]', target: button() });
    expect(await screen.findByRole('menuitem', { name: 'Abmelden', hidden: true })).toBeInTheDocument();
  });
});
