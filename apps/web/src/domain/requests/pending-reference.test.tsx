import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { usePendingReference } from './pending-reference';
import { ReferencesField } from './references-field';

/** A form with a references list that goes on (`onSent`) as the wizard's Next does. */
function LinksForm({ onSent }: { onSent: (links: string[]) => void }) {
  const form = useForm<{ references: string[] }>({ defaultValues: { references: [] } });
  const pending = usePendingReference(form, 'references');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending.takeBeforeSubmit()) onSent(form.getValues('references'));
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <ReferencesField
        control={form.control}
        name="references"
        pending={pending}
        label="Reference links"
        help="Links to music like it."
      />
      <button type="submit">Next</button>
    </form>
  );
}

const box = () => screen.getByLabelText('Reference link');

describe('a link typed and not added', () => {
  it('is added when the form goes on', async () => {
    const onSent = vi.fn();
    renderApp(<LinksForm onSent={onSent} />);
    await userEvent.type(box(), 'https://video.example/ref-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSent).toHaveBeenCalledWith(['https://video.example/ref-1']);
    expect(box()).toHaveValue('');
  });

  it('stops the form with a message when it is not a link', async () => {
    const onSent = vi.fn();
    renderApp(<LinksForm onSent={onSent} />);
    await userEvent.type(box(), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByText(/^This link is not added: .*clear the box to go on\.$/)).toBeVisible();
    await userEvent.clear(box());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSent).toHaveBeenCalledWith([]);
  });

  it('is not added twice, and Enter adds without going on', async () => {
    const onSent = vi.fn();
    renderApp(<LinksForm onSent={onSent} />);
    await userEvent.type(box(), 'https://video.example/ref-1{Enter}');
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /video\.example\/ref-1/ })).toBeVisible();
    await userEvent.type(box(), 'https://video.example/ref-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSent).toHaveBeenCalledWith(['https://video.example/ref-1']);
  });
});
