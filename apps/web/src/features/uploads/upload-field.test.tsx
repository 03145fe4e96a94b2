import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { UploadField } from './upload-field';

describe('UploadField', () => {
  it('is a drop area named by its title, holding no control, with a button to choose a file', () => {
    renderWithProviders(
      <UploadField purpose="company_logo" label="Logo hochladen" onUploaded={async () => undefined} />,
    );
    const zone = screen.getByRole('group', { name: 'Logo hochladen' });
    // no control inside another: the zone is no button and nothing in it takes focus
    expect(screen.queryByRole('button', { name: 'Logo hochladen' })).toBeNull();
    expect(zone).not.toHaveAttribute('tabindex');
    expect(within(zone).queryAllByRole('button')).toHaveLength(0);
    expect(zone.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeEnabled();
  });
});
