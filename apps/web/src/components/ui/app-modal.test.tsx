import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-bootstrap';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n/use-translation';
import { ConfirmDialog, FormDialog, InfoDialog, MessageDialog, SaveDialog } from './dialogs';

type Kind = 'message' | 'info' | 'confirm' | 'form' | 'save';

function Dialog({ kind, show, close }: { kind: Kind; show: boolean; close: () => void }) {
  const common = { show, title: `The ${kind} title` };
  const field = (
    <Form.Group controlId="note">
      <Form.Label>Note</Form.Label>
      <Form.Control />
    </Form.Group>
  );
  if (kind === 'message') return <MessageDialog {...common} onClose={close} />;
  if (kind === 'info') return <InfoDialog {...common} onClose={close} />;
  if (kind === 'confirm') return <ConfirmDialog {...common} onConfirm={close} onCancel={close} />;
  if (kind === 'save')
    return (
      <SaveDialog {...common} onSubmit={close} onCancel={close}>
        <button type="button">Leave without saving</button>
      </SaveDialog>
    );
  return (
    <FormDialog {...common} onSubmit={close} onCancel={close}>
      {field}
    </FormDialog>
  );
}

/** A page with a button before and after the opener, so focus that escapes the dialog has somewhere to go. */
function Page({ kind }: { kind: Kind }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <button type="button">After</button>
      <Dialog kind={kind} show={show} close={() => setShow(false)} />
    </>
  );
}

function inEnglish(node: ReactNode) {
  return render(<I18nProvider i18n={createI18n('en')}>{node}</I18nProvider>);
}

async function open(kind: Kind) {
  const user = userEvent.setup();
  inEnglish(<Page kind={kind} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

const stops = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('button, input, textarea, select')].filter((e) => !e.hidden);

describe('dialogs and the keyboard (WCAG 2.2: 2.1.2, 2.4.3, 4.1.2)', () => {
  it.each<Kind>(['message', 'info', 'confirm', 'form', 'save'])(
    'the %s dialog is named by its title',
    async (kind) => {
      const { dialog } = await open(kind);
      expect(screen.getByRole('dialog', { name: `The ${kind} title` })).toBe(dialog);
    },
  );

  it.each<[Kind, string]>([
    ['form', 'Note'],
    ['confirm', 'Cancel'],
    ['message', 'Close'],
    ['info', 'Close'],
    ['save', 'キャンセル'],
  ])('opening the %s dialog focuses %s, never the container', async (kind, name) => {
    const { dialog } = await open(kind);
    const footer = dialog.querySelector<HTMLElement>('.modal-footer') as HTMLElement;
    const expected =
      kind === 'form' ? screen.getByLabelText(name) : within(footer).getByRole('button', { name });
    expect(dialog).toContainElement(expected);
    await waitFor(() => expect(expected).toHaveFocus());
  });

  it.each<Kind>(['form', 'confirm', 'save'])(
    'the %s dialog: Tab from the last control wraps to the first, Shift+Tab from the first to the last',
    async (kind) => {
      const { user, dialog } = await open(kind);
      const [first, ...rest] = stops(dialog);
      const last = rest.at(-1);
      last?.focus();
      await user.tab();
      expect(first).toHaveFocus();
      await user.tab({ shift: true });
      expect(last).toHaveFocus();
      // Every step in between stays inside too.
      for (let step = 0; step < rest.length + 2; step++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    },
  );

  it('Escape closes the dialog and focus goes back to the button that opened it', async () => {
    const { user } = await open('form');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closing with a footer button also gives focus back to the opener', async () => {
    const { user } = await open('confirm');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('a form dialog still submits with Enter from its field', async () => {
    const onSubmit = vi.fn();
    inEnglish(
      <FormDialog show title="Note" onSubmit={onSubmit} onCancel={() => {}}>
        <Form.Control aria-label="Text" />
      </FormDialog>,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveFocus());
    await user.keyboard('hello{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
