// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLoggedIn, signedInUid } from './session';

describe('who is signed in', () => {
  it('is a player only with both a sign and a uid; the key part is their uid, else empty', () => {
    expect(signedInUid({ sign: 'sig', uid: 'u1' })).toBe('u1');
    expect(signedInUid({ sign: '', uid: 'u1' })).toBe('');
    expect(signedInUid({ sign: 'sig', uid: '' })).toBe('');
    expect(isLoggedIn({ sign: '', uid: 'u1' })).toBe(false);
  });
});
