import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUi } from '../../../stores/ui';
import { betweenTaps, renderPage, useLanguageForTest } from '../../../test/render';
import Login from '.';

// fetch is the outside boundary: record what would reach the server.
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const body = url.startsWith('/sso/')
      ? { code: 400, msg: 'Wrong account or password' }
      : { state: '200', msg: '', resultData: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signInCalls = () => requests.filter((u) => u.startsWith('/sso/'));

describe('Login validation', () => {
  it('asks for the phone first and makes no call', async () => {
    await useLanguageForTest('en');
    renderPage(<Login />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('The phone number cannot be empty');
    expect(signInCalls()).toEqual([]);
  });

  it('refuses a number that is not the market format, then an empty password', async () => {
    await useLanguageForTest('en');
    renderPage(<Login />);
    fireEvent.change(screen.getByTestId('login-phone'), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('The phone number is not valid');
    await betweenTaps();
    // A trunk 0, spaces and dashes are how people write it: read, not refused.
    fireEvent.change(screen.getByTestId('login-phone'), { target: { value: '0812-3456-7890' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('The Password cannot be empty');
    expect(signInCalls()).toEqual([]);
  });

  it('asks for the user id in id mode', async () => {
    await useLanguageForTest('en');
    renderPage(<Login />);
    fireEvent.click(screen.getByTestId('login-mode-id'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe(
      'The phone number or ID cannot be empty',
    );
  });

  it('shows the Indonesian catalog text in Indonesian', async () => {
    await useLanguageForTest('ind');
    renderPage(<Login />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('Nomor telepon tidak boleh kosong');
  });

  it('sends a complete phone login to /sso/login', async () => {
    await useLanguageForTest('en');
    renderPage(<Login />);
    fireEvent.change(screen.getByTestId('login-phone'), { target: { value: '81234567890' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('');
    await waitFor(() => expect(signInCalls()).toEqual(['/sso/login']));
    // The server's refusal is toasted by the wrapper, in the server's words.
    await waitFor(() => expect(useUi.getState().indicator?.text).toBe('Wrong account or password'));
  });
});
