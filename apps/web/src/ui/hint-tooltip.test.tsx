import { ActionIcon } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { HintTooltip } from './hint-tooltip';

function Bookmark() {
  return (
    <HintTooltip<HTMLButtonElement> label="Merken" withArrow>
      {(trigger) => (
        <ActionIcon {...trigger} aria-label="Pflegefachkraft merken">
          ★
        </ActionIcon>
      )}
    </HintTooltip>
  );
}

const button = () => screen.getByRole('button', { name: 'Pflegefachkraft merken' });

describe('a hint loaded on first hover', () => {
  it('shows no hint before a pointer comes, then shows it for that pointer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Bookmark />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(button());
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Merken');
    expect(button()).toHaveAttribute('aria-label', 'Pflegefachkraft merken');
  });

  it('keeps the focus on its element when the hint replaces the plain one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Bookmark />);
    await user.tab();
    expect(button()).toHaveFocus();
    await user.hover(button());
    await screen.findByRole('tooltip', { hidden: true });
    expect(button()).toHaveFocus();
  });
});
