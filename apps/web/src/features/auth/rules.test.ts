// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userIdError } from './rules';

describe('sign-in by user id (SPEC §5)', () => {
  it('asks for the id, in the player language', () => {
    expect(userIdError(' ', 'en')).toBe('The phone number or ID cannot be empty');
    expect(userIdError('', 'id')).toBe('Nomor telepon atau ID tidak boleh kosong');
    expect(userIdError('10001', 'en')).toBeNull();
  });
});
