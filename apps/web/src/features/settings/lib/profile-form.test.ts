import { describe, expect, it } from 'vitest';
import { changedFields, formFromProfile, invalidProfileFields, profileFieldOf } from './profile-form';

const initial = formFromProfile({
  avatar: 'bafkreiabc',
  name: '山田 花子',
  furigana: null,
  nameAlpha: null,
  birthday: '1990-01-31',
  gender: null,
  address: { addr1: '京都市' },
  contact: { email: 'hanako@example.com' },
});

describe('account settings form', () => {
  it('sends nothing when nothing changed, whitespace included', () => {
    expect(changedFields(initial, { ...initial, name: ' 山田 花子 ' })).toEqual({});
  });

  it('sends each changed field in the contract’s shape, an emptied one as null', () => {
    const current = {
      ...initial,
      avatar: 'data:image/png;base64,AAAA',
      furigana: 'やまだ はなこ',
      gender: 'Female',
      phone: '075-000-0000',
      address: '',
      birthday: '',
    };
    expect(changedFields(initial, current)).toEqual({
      avatar: 'data:image/png;base64,AAAA',
      furigana: 'やまだ はなこ',
      gender: 'Female',
      contact: { phone: '075-000-0000' },
      address: null,
      birthday: null,
    });
  });

  it('names the input behind a request path', () => {
    expect(profileFieldOf('contact.phone')).toBe('phone');
    expect(profileFieldOf('address.addr1')).toBe('address');
    expect(profileFieldOf('gender')).toBe('gender');
    expect(profileFieldOf('bio')).toBeNull();
  });

  it('checks with the shared contract before sending', () => {
    expect(invalidProfileFields({ birthday: '2999-01-01', contact: { phone: 'call me' } })).toEqual([
      'birthday',
      'phone',
    ]);
    expect(invalidProfileFields({ birthday: '1990-01-31' })).toEqual([]);
  });
});
