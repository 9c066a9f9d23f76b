import { describe, expect, it, vi } from 'vitest';
import { initialFocus, tabbables, wrapTab } from './focus-trap';

function dialog(html: string): HTMLElement {
  document.body.innerHTML = `<div role="dialog" tabindex="-1">${html}</div>`;
  return document.querySelector('[role="dialog"]') as HTMLElement;
}

const ids = (elements: HTMLElement[]) => elements.map((element) => element.id);

describe('focus trap rules', () => {
  it('visits enabled controls in order, skips hidden and disabled ones and the container', () => {
    const root = dialog(`
      <button id="close">x</button>
      <input id="name" />
      <button id="off" disabled>no</button>
      <div hidden><input id="hidden" /></div>
      <a id="nohref">no href</a>
      <a id="link" href="/x">link</a>
      <div id="minus" tabindex="-1">not a stop</div>
    `);
    expect(ids(tabbables(root))).toEqual(['close', 'name', 'link']);
  });

  it('stops at one radio per group: the checked one, or the first while none is', () => {
    const root = dialog(`
      <input type="radio" name="a" id="a1" /><input type="radio" name="a" id="a2" checked />
      <input type="radio" name="b" id="b1" /><input type="radio" name="b" id="b2" />
    `);
    expect(ids(tabbables(root))).toEqual(['a2', 'b1']);
  });

  it('opens on a control that asks for focus, else the body, else the footer, else anything', () => {
    const body = '<div class="modal-body"><input id="field" /></div>';
    const footer = '<div class="modal-footer"><button id="cancel">c</button><button id="ok">o</button></div>';
    const header = '<div class="modal-header"><button id="close">x</button></div>';
    expect(initialFocus(dialog(header + body + footer))?.id).toBe('field');
    expect(initialFocus(dialog(`${header}<div class="modal-body"><p>text</p></div>${footer}`))?.id).toBe(
      'cancel',
    );
    expect(initialFocus(dialog(header))?.id).toBe('close');
    const chosen = footer.replace('id="ok"', 'id="ok" data-autofocus');
    expect(initialFocus(dialog(header + body + chosen))?.id).toBe('ok');
  });

  it('wraps Tab at the ends and leaves the middle to the browser', () => {
    const root = dialog('<button id="a">a</button><button id="b">b</button><button id="c">c</button>');
    const key = (shiftKey: boolean) => ({ key: 'Tab', shiftKey, preventDefault: vi.fn() });
    const [a, b, c] = tabbables(root) as [HTMLElement, HTMLElement, HTMLElement];

    c.focus();
    const forward = key(false);
    expect(wrapTab(root, forward)).toBe(true);
    expect(forward.preventDefault).toHaveBeenCalled();
    expect(a).toHaveFocus();

    expect(wrapTab(root, key(true))).toBe(true);
    expect(c).toHaveFocus();

    b.focus();
    const middle = key(false);
    expect(wrapTab(root, middle)).toBe(false);
    expect(middle.preventDefault).not.toHaveBeenCalled();

    // Focus on the container itself (not a stop): Tab goes to the first control, Shift+Tab to the last.
    root.focus();
    wrapTab(root, key(false));
    expect(a).toHaveFocus();
    root.focus();
    wrapTab(root, key(true));
    expect(c).toHaveFocus();

    expect(wrapTab(root, { key: 'Enter', shiftKey: false, preventDefault: vi.fn() })).toBe(false);
  });
});
