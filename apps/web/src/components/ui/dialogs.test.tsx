import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n/use-translation';
import { ConfirmDialog, FormDialog, InfoDialog, MessageDialog, SaveDialog } from './dialogs';

function inLocale(node: ReactNode, locale: 'jp' | 'en' = 'en') {
  return render(<I18nProvider i18n={createI18n(locale)}>{node}</I18nProvider>);
}

function footerButtons() {
  return Array.from(document.querySelectorAll('.modal-footer button')).map((button) => button.textContent);
}

describe('generic dialogs (docs/product.md §2)', () => {
  it('message dialog: Ok and Close, extra large by default', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    const onClose = vi.fn();
    inLocale(
      <MessageDialog show title="Saved" onOk={onOk} onClose={onClose}>
        The tariff was saved.
      </MessageDialog>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('The tariff was saved.');
    expect(screen.getByRole('heading', { name: 'Saved' })).toBeInTheDocument();
    expect(document.querySelector('.modal-dialog')).toHaveClass('modal-xl');
    expect(footerButtons()).toEqual(['Close', 'OK']);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
    await user.click(document.querySelector('.modal-footer button') as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('message dialog: Ok closes when there is no onOk', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    inLocale(<MessageDialog show title="Saved" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('info dialog: Close only, in Japanese on a Japanese page, and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    inLocale(<InfoDialog show title="お知らせ" size="lg" onClose={onClose} />, 'jp');
    expect(footerButtons()).toEqual(['閉じる']);
    expect(document.querySelector('.modal-dialog')).toHaveClass('modal-lg');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('confirm dialog: Ok and Cancel; busy holds both', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = inLocale(
      <ConfirmDialog show title="Delete?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(footerButtons()).toEqual(['Cancel', 'OK']);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();

    rerender(
      <I18nProvider i18n={createI18n('en')}>
        <ConfirmDialog show busy title="Delete?" onConfirm={onConfirm} onCancel={onCancel} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('form dialog: submits with Enter and cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    inLocale(
      <FormDialog show title="Rename" onSubmit={onSubmit} onCancel={onCancel}>
        <Form.Control aria-label="Name" />
      </FormDialog>,
    );
    expect(footerButtons()).toEqual(['Cancel', 'Submit']);
    await user.type(screen.getByLabelText('Name'), 'Kyoto{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('save dialog: 保存する and キャンセル in both locales', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    inLocale(<SaveDialog show title="Profile" onSubmit={onSubmit} onCancel={() => {}} />, 'en');
    expect(footerButtons()).toEqual(['キャンセル', '保存する']);
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('renders nothing while hidden', async () => {
    const { rerender } = inLocale(<InfoDialog show title="Info" onClose={() => {}} />);
    rerender(
      <I18nProvider i18n={createI18n('en')}>
        <InfoDialog show={false} title="Info" onClose={() => {}} />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
