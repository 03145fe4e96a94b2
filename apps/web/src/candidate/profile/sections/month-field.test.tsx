import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MonthField } from './month-field';

/** Mantine renders the picker in a portal that the accessibility tree marks hidden. */
const FLOATING = { hidden: true } as const;

describe('MonthField', () => {
  it('names the months in German for a German reader', async () => {
    renderWithProviders(<MonthField label="Von" value="2021-10" onChange={() => undefined} />, {
      locale: 'de',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Von' }));
    expect(await screen.findByRole('button', { name: 'Okt.', ...FLOATING })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'März', ...FLOATING })).toBeInTheDocument();
  });

  it('names them in English for an English reader', async () => {
    renderWithProviders(<MonthField label="From" value="2021-10" onChange={() => undefined} />, {
      locale: 'en',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'From' }));
    expect(await screen.findByRole('button', { name: 'Oct', ...FLOATING })).toBeInTheDocument();
  });
});
