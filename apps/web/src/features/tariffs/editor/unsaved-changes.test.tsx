import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import { buildView, supplierAccess } from '../test/fixtures';

function openDraft() {
  const user = userEvent.setup();
  const put = vi.fn((init?: RequestInit) => Response.json(buildView(JSON.parse(String(init?.body)))));
  stubSession(signedIn(supplierAccess), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    'GET /api/v1/Tariff/tf_tea': () => Response.json(buildView()),
    'PUT /api/v1/Tariff/tf_tea': put,
    'GET /api/v1/Tariff?space=c2&limit=20': () => Response.json({ items: [], next: null }),
  });
  const router = renderAt('/en/tariff/list/tf_tea');
  return { user, router, put };
}

/** What a browser asks before closing the tab: a cancelled beforeunload means "warn". */
const closingWarns = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('unsaved changes in the tariff editor', () => {
  it('asks with the save dialog before leaving for another screen, and stays on キャンセル', async () => {
    const { user, router, put } = openDraft();
    await user.type(await screen.findByLabelText('Title (English)'), ' in Uji');
    await user.click(screen.getByRole('link', { name: 'Back to the tariff list' }));

    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent('Save your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/tariff/list/tf_tea');
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Tea ceremony experience in Uji');
    expect(put).not.toHaveBeenCalled();
  });

  it('saves on 保存する and then goes where the supplier was going', async () => {
    const { user, router, put } = openDraft();
    await user.type(await screen.findByLabelText('Title (English)'), ' in Uji');
    await user.click(screen.getByRole('link', { name: 'Back to the tariff list' }));
    await user.click(
      within(await screen.findByTestId('leave-dialog')).getByRole('button', { name: '保存する' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/list'));
    expect(put).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(put.mock.calls[0]?.[0]?.body)).title.en).toBe('Tea ceremony experience in Uji');
  });

  it('leaves without saving when the supplier says so', async () => {
    const { user, router, put } = openDraft();
    await user.type(await screen.findByLabelText('Title (English)'), ' in Uji');
    await user.click(screen.getByRole('link', { name: 'Back to the tariff list' }));
    await user.click(
      within(await screen.findByTestId('leave-dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/list'));
    expect(put).not.toHaveBeenCalled();
  });

  it('warns on closing the tab only while there are unsaved changes', async () => {
    const { user } = openDraft();
    const title = await screen.findByLabelText('Title (English)');
    expect(closingWarns()).toBe(false);
    await user.type(title, ' in Uji');
    expect(closingWarns()).toBe(true);
    await user.clear(title);
    await user.type(title, 'Tea ceremony experience');
    // Typed back to what was saved: nothing would be lost.
    expect(closingWarns()).toBe(false);
  });

  it('lets the supplier go without asking once the changes are saved', async () => {
    const { user, router, put } = openDraft();
    await user.type(await screen.findByLabelText('Title (English)'), ' in Uji');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(closingWarns()).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Back to the tariff list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/list'));
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
  });

  it('asks in Japanese on the Japanese screen', async () => {
    const user = userEvent.setup();
    stubSession(signedIn(supplierAccess), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    });
    renderAt('/jp/tariff/list/new');
    await user.type(await screen.findByLabelText('タイトル（日本語）'), '茶道体験');
    await user.click(screen.getByRole('link', { name: 'タリフ一覧へ戻る' }));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent('変更を保存しますか？');
    expect(within(dialog).getByRole('button', { name: '保存する' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });
});
