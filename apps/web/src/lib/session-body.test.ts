import { describe, expect, it } from 'vitest';
import { readSessionBody } from './session-body';

const signedIn = (user: Record<string, unknown>) => ({
  user,
  ready: true,
  valid: true,
  status: 'authenticated',
});

describe('readSessionBody', () => {
  it('fills in the optional profile fields a provider may leave out', () => {
    expect(readSessionBody(signedIn({ sub: 's1' })).user).toEqual({
      sub: 's1',
      nickname: '',
      email: '',
      first_name: '',
      last_name: '',
      picture: null,
      email_verified: true,
      access: [],
    });
  });

  it('keeps what the server sent', () => {
    const user = {
      sub: 's1',
      nickname: 'Aki',
      email: 'a@example.com',
      first_name: '明',
      last_name: '佐藤',
      picture: 'bafkreiexample',
      email_verified: false,
      access: ['tourtariff:user'],
    };
    expect(readSessionBody(signedIn(user))).toEqual({ ...signedIn(user), user });
  });

  it('reads a signed-out answer', () => {
    const body = { user: null, ready: true, valid: false, status: 'unauthenticated' };
    expect(readSessionBody(body)).toEqual(body);
  });

  it.each([
    ['no object', 'oops', 'body must be an object'],
    ['an unknown status', { user: null, ready: true, valid: false, status: 'maybe' }, 'status'],
    ['a missing ready flag', { user: null, valid: false, status: 'unauthenticated' }, 'ready'],
    ['a user without sub', signedIn({ email: 'a@example.com' }), 'user.sub'],
    ['an access list of numbers', signedIn({ sub: 's1', access: [1] }), 'access'],
    ['a picture that is a number', signedIn({ sub: 's1', picture: 3 }), 'picture'],
  ])('refuses %s, naming the field', (_case, body, field) => {
    expect(() => readSessionBody(body)).toThrow(field);
  });
});
