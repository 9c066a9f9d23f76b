import { describe, expect, it } from 'vitest';
import { shouldSend } from './compose-keys';

const enter = { key: 'Enter', shiftKey: false, keyCode: 13 };

describe('shouldSend', () => {
  it('sends on a plain Enter', () => {
    expect(shouldSend(enter)).toBe(true);
  });

  it('makes a new line on Shift+Enter or Alt+Enter', () => {
    expect(shouldSend({ ...enter, shiftKey: true })).toBe(false);
    expect(shouldSend({ ...enter, altKey: true })).toBe(false);
  });

  it('does not send on the Enter that confirms an IME conversion', () => {
    expect(shouldSend({ ...enter, isComposing: true })).toBe(false);
    expect(shouldSend({ ...enter, nativeEvent: { isComposing: true } })).toBe(false);
    // Safari: the confirming Enter arrives after compositionend, as keyCode 229.
    expect(shouldSend({ ...enter, keyCode: 229 })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(shouldSend({ key: 'a', shiftKey: false })).toBe(false);
  });
});
