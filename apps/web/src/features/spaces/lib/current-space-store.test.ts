import { describe, expect, it, vi } from 'vitest';
import { readStoredSelection, storeSelection, subscribeToSelection } from './current-space-store';

describe('current space store', () => {
  it('writes the three session storage keys of docs/product.md §3 and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSelection(listener);
    storeSelection({ key: 'c1', type: 'corporate', role: 'buyer' });
    unsubscribe();

    expect(window.sessionStorage.getItem('current_profile_key')).toBe('c1');
    expect(window.sessionStorage.getItem('current_profile_type')).toBe('corporate');
    expect(window.sessionStorage.getItem('current_profile_role')).toBe('buyer');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('removes a key or type that the selection does not have', () => {
    storeSelection({ key: 'c1', type: 'corporate', role: 'buyer' });
    storeSelection({ key: null, type: null, role: 'user' });
    expect(Object.entries(window.sessionStorage)).toEqual([['current_profile_role', 'user']]);
  });

  it('answers null when nothing is stored and the same object while nothing changes', () => {
    expect(readStoredSelection()).toBeNull();
    storeSelection({ key: 'p1', type: 'personal', role: 'supplier' });
    const first = readStoredSelection();
    expect(first).toEqual({ key: 'p1', type: 'personal', role: 'supplier' });
    expect(readStoredSelection()).toBe(first);
    // Sign-out clears storage without telling the store; the next read must notice.
    window.sessionStorage.clear();
    expect(readStoredSelection()).toBeNull();
  });
});
